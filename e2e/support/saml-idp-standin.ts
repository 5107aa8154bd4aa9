import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base64, idpMetadata, readRedirect, samlResponse } from '../../apps/server/test/support/saml-idp.ts';

/**
 * A SAML identity provider's pages as a browser meets them, for the SAML spec: its metadata (what
 * headquarters paste into Kampus), and its single sign-on page, which reads Kampus's AuthnRequest
 * (HTTP-Redirect) and, once "Continue" is pressed, posts a Response signed by the server suite's
 * stand-in key (apps/server/test/support/saml-idp.ts) to the Assertion Consumer Service the request
 * named, for the person `signInAs` names. The server suite checks the refusals; here the browser's
 * part is proven: the redirect, the cross-site form post, the landing signed in.
 */
export interface SamlIdpStandin {
  entityId: string;
  metadata: string;
  signInAs: { email: string };
  close: () => Promise<void>;
}

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const startSamlIdpStandin = async (audience: () => string): Promise<SamlIdpStandin> => {
  let url = '';
  const signInAs = { email: '' };
  const server = createServer((request, response) => {
    void (async () => {
      const address = new URL(request.url ?? '/', url);
      if (address.pathname !== '/sso') {
        response.writeHead(404).end();
        return;
      }
      const { attributes } = await readRedirect(address.toString());
      const acsUrl = attributes.AssertionConsumerServiceURL ?? '';
      const { xml } = samlResponse({
        email: signInAs.email,
        inResponseTo: attributes.ID ?? '',
        audience: audience(),
        acsUrl,
        issuer: entityId,
      });
      const relay = address.searchParams.get('RelayState') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Group ID</title><main><h1>Group ID</h1>` +
          `<p>Signed in as ${escape(signInAs.email)}.</p>` +
          `<form method="post" action="${escape(acsUrl)}">` +
          `<input type="hidden" name="SAMLResponse" value="${escape(base64(xml))}">` +
          `<input type="hidden" name="RelayState" value="${escape(relay)}">` +
          `<button type="submit">Continue</button></form></main></html>`,
      );
    })().catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/saml`;
  return {
    entityId,
    metadata: idpMetadata({ entityId, ssoUrl: `${url}/sso`, sloUrl: `${url}/slo` }),
    signInAs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
