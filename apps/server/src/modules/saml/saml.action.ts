import {
  samlAcsAction,
  samlLoginAction,
  samlLogoutAction,
  samlMetadataAction,
  samlProviderAction,
  samlSingleLogoutAction,
  samlSingleLogoutRedirectAction,
} from '@kampus/contract';
import type { CacheProvider, Profile } from '@node-saml/node-saml';
import { answer, implement, type Answer } from '../../core/actions.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import type { Db } from '../../db/database.ts';
import {
  SamlRefused,
  authorizeUrl,
  logoutRequestUrl,
  logoutResponseUrl,
  metadataXml,
  peekMessage,
  verifyLogoutMessage,
  verifyRedirectLogoutMessage,
  verifyResponse,
} from '../../integrations/saml/saml-client.ts';
import { redirectSignatureHolds } from '../../integrations/saml/saml-redirect.ts';
import type { SamlSettings } from '../../integrations/saml/saml-settings.ts';
import { revokeSession } from '../auth/sessions.ts';
import { SecondFactorRequired } from '../auth/sign-in.ts';
import { signInWithSaml } from './saml-login.operation.ts';
import { offeredProviders, providerByIssuer, providerByKey, type SamlProvider } from './saml-providers.ts';
import { endSessionsOf, providerOfRequest, requestStore, subjectOf } from './saml-store.ts';

const notConfigured = (): Problem => new Problem(404, 'errors.not_found', 'saml.not_configured');

/**
 * The provider a posted message comes from: the one our request went to when it answers one
 * (InResponseTo), else the one its Issuer names. Null when neither is a provider of ours; the
 * library then verifies the message under that provider's certificates and issuer.
 */
const providerOfMessage = async (
  services: Services,
  db: Db,
  message: string,
  deflated = false,
): Promise<SamlProvider | null> => {
  const peeked = await peekMessage(message, deflated);
  if (!peeked) return null;
  const requested = peeked.inResponseTo ? await providerOfRequest(db, peeked.inResponseTo) : null;
  if (requested !== null) return providerByKey(services, db, requested);
  return peeked.issuer ? providerByIssuer(services, db, peeked.issuer) : null;
};

/** A redirect no cache keeps: each one carries a one-time request or a session. */
const redirect = (location: string): Answer => answer(302, undefined, { location, 'cache-control': 'no-store' });

/** A path of Kampus to go on to (`/students/12`), never another site (`//evil.example`, `https://…`). */
const safeNext = (value: string | null | undefined): string | null =>
  value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;

/** The login page, told why the sign-in was refused (a translation key it shows in its language). */
const refusedAt = (services: Services, messageKey: string): Answer =>
  redirect(`${services.config.accounts.publicUrl}/login?${new URLSearchParams({ samlError: messageKey }).toString()}`);

/** The provider's form post (HTTP-POST binding): one value per field, a repeated one is not a provider's. */
const formOf = (body: Uint8Array): Record<string, string> => {
  const form = new URLSearchParams(Buffer.from(body).toString('utf8'));
  const fields: Record<string, string> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    if (values.length === 1 && values[0] !== undefined) fields[name] = values[0];
  }
  return fields;
};

/** The providers the login page offers, "Sign in with <name>" each (names and keys only: the rest stays on the server). */
export const samlProvider = implement(samlProviderAction, async ({ services, db }) => {
  const providers = (await offeredProviders(services, db)).map(({ key, settings }) => ({ key, name: settings.name }));
  return { name: providers[0]?.name ?? null, providers };
});

/** One service provider for every identity provider: the metadata is the same whichever registers it. */
export const samlMetadata = implement(samlMetadataAction, async ({ services, db }) => {
  const [first] = await offeredProviders(services, db);
  if (!first) throw notConfigured();
  return answer(200, metadataXml(first.settings, requestStore(db, first.key)), {
    'content-type': 'application/samlmetadata+xml; charset=utf-8',
  });
});

export const samlLogin = implement(samlLoginAction, async ({ services, db, input }) => {
  const chosen = input.query.provider;
  const provider = chosen
    ? await providerByKey(services, db, chosen)
    : ((await offeredProviders(services, db))[0] ?? null);
  if (!provider) throw notConfigured();
  const url = await authorizeUrl(provider.settings, requestStore(db, provider.key), safeNext(input.query.next) ?? '/');
  return redirect(url);
});

/**
 * The Assertion Consumer Service. Signed in, the browser goes to the web app's login page with the
 * token in the fragment (which no server, proxy or log receives), as after OpenID Connect; refused,
 * the login page shows why. Nothing is signed in on a refusal, and the assertion stays spent.
 */
export const samlAcs = implement(samlAcsAction, async ({ services, db, input, ip }) => {
  const form = formOf(input.body);
  const next = safeNext(form.RelayState) ?? '/';
  const provider = form.SAMLResponse ? await providerOfMessage(services, db, form.SAMLResponse) : null;
  // No provider at all: as before groups had theirs, the address does not exist.
  if (!provider && (await offeredProviders(services, db)).length === 0) throw notConfigured();
  try {
    // A response to no request of ours from an issuer we do not know (or one turned off) is refused.
    if (!form.SAMLResponse || !provider) throw new SamlRefused('failed');
    const requests = requestStore(db, provider.key);
    const verified = await verifyResponse(provider.settings, requests, form.SAMLResponse);
    const signedIn = await signInWithSaml(db, services.key, provider, verified, { ip });
    const fragment = new URLSearchParams({ samlToken: signedIn.accessToken, userId: signedIn.userId, next });
    return redirect(`${services.config.accounts.publicUrl}/login#${fragment.toString()}`);
  } catch (error) {
    if (error instanceof SamlRefused) return refusedAt(services, `saml.${error.reason}`);
    // A person with a second factor: the login page asks for it, as after OpenID Connect.
    if (error instanceof SecondFactorRequired) {
      const fragment = new URLSearchParams({ secondStep: error.secondStepToken });
      return redirect(`${services.config.accounts.publicUrl}/login#${fragment.toString()}`);
    }
    // An inactive or expired account: the same message a password sign-in gets.
    if (error instanceof Problem && !error.violations) return refusedAt(services, error.detailKey);
    throw error;
  }
});

/**
 * Signing out of a session SAML began: ours ends first, whatever the provider then does; the
 * answer is the provider's address with our signed LogoutRequest, or null (no single logout).
 */
export const samlLogout = implement(samlLogoutAction, async ({ services, db, ctx }) => {
  const subject = await subjectOf(db, ctx.caller.sessionId);
  await revokeSession(db, ctx.caller.sessionId);
  // The provider that began the session, if it is still there: a removed one is not told.
  const provider = subject ? await providerByKey(services, db, subject.provider) : null;
  if (!subject || !provider) return { redirect: null };
  const { settings } = provider;
  if (!settings.sloUrl || !settings.spPrivateKey) return { redirect: null };
  const url = await logoutRequestUrl(settings, requestStore(db, provider.key), {
    nameID: subject.nameId,
    nameIDFormat: subject.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    ...(subject.sessionIndex ? { sessionIndex: subject.sessionIndex } : {}),
  });
  return { redirect: url };
});

const refusedMessage = (): Problem => new Problem(400, 'errors.bad_request', 'saml.failed');

/**
 * Single logout, whichever binding brought the message. The provider's signed LogoutRequest ends
 * the sessions of its NameID (and SessionIndex) and is answered with our signed LogoutResponse;
 * its LogoutResponse to our request lands on the login page. An unsigned or otherwise invalid
 * message changes nothing (400).
 */
const singleLogout = async (
  services: Services,
  db: Db,
  provider: SamlProvider | null,
  relayState: string | undefined,
  verify: (settings: SamlSettings, requests: CacheProvider) => Promise<Profile | null>,
): Promise<Answer> => {
  if (!provider) {
    if (!(await offeredProviders(services, db)).some(({ settings }) => settings.sloUrl && settings.spPrivateKey)) {
      throw notConfigured();
    }
    throw refusedMessage();
  }
  const { settings } = provider;
  if (!settings.sloUrl || !settings.spPrivateKey) throw notConfigured();
  const requests = requestStore(db, provider.key);
  // Whatever the library refused (no signature, another issuer, expired): 400, nothing ended.
  const request = await verify(settings, requests).catch(() => {
    throw refusedMessage();
  });
  if (!request) return redirect(`${services.config.accounts.publicUrl}/login`);
  await endSessionsOf(db, provider.key, request.nameID, request.sessionIndex);
  // Success even when no session was left: the person is signed out of Kampus either way.
  return redirect(await logoutResponseUrl(settings, requests, request, relayState ?? '', true));
};

/** Single logout by the HTTP-POST binding: the message's enveloped signature is checked. */
export const samlSingleLogout = implement(samlSingleLogoutAction, async ({ services, db, input }) => {
  const form = formOf(input.body);
  const message = form.SAMLRequest ?? form.SAMLResponse;
  const provider = message ? await providerOfMessage(services, db, message) : null;
  return singleLogout(services, db, provider, form.RelayState, (settings, requests) =>
    verifyLogoutMessage(settings, requests, form),
  );
});

/** Single logout by the HTTP-Redirect binding: the signature over the query as sent is required. */
export const samlSingleLogoutRedirect = implement(
  samlSingleLogoutRedirectAction,
  async ({ services, db, input, rawQuery }) => {
    const { query } = input;
    const message = query.SAMLRequest ?? query.SAMLResponse;
    const provider = message ? await providerOfMessage(services, db, message, true) : null;
    return singleLogout(services, db, provider, query.RelayState, async (settings, requests) => {
      if (!redirectSignatureHolds(rawQuery, settings.idpCerts)) throw new SamlRefused('bad_signature');
      return verifyRedirectLogoutMessage(settings, requests, query, rawQuery);
    });
  },
);
