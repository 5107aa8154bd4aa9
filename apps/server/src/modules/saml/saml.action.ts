import {
  samlAcsAction,
  samlLoginAction,
  samlLogoutAction,
  samlMetadataAction,
  samlProviderAction,
  samlSingleLogoutAction,
} from '@kampus/contract';
import { answer, implement, type Answer } from '../../core/actions.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import {
  SamlRefused,
  authorizeUrl,
  logoutRequestUrl,
  logoutResponseUrl,
  metadataXml,
  verifyLogoutMessage,
  verifyResponse,
} from '../../integrations/saml/saml-client.ts';
import type { SamlSettings } from '../../integrations/saml/saml-settings.ts';
import { revokeSession } from '../auth/sessions.ts';
import { SecondFactorRequired } from '../auth/sign-in.ts';
import { signInWithSaml } from './saml-login.operation.ts';
import { endSessionsOf, requestStore, subjectOf } from './saml-store.ts';

const settingsOf = (services: Services): SamlSettings => {
  const settings = services.config.accounts.saml;
  if (!settings) throw new Problem(404, 'errors.not_found', 'saml.not_configured');
  return settings;
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

/** Whether the login page offers "Sign in with <name>" (the name only: the rest stays on the server). */
export const samlProvider = implement(samlProviderAction, async ({ services }) => ({
  name: services.config.accounts.saml?.name ?? null,
}));

export const samlMetadata = implement(samlMetadataAction, async ({ services }) => {
  const settings = settingsOf(services);
  return answer(200, metadataXml(settings, requestStore(services.db)), {
    'content-type': 'application/samlmetadata+xml; charset=utf-8',
  });
});

export const samlLogin = implement(samlLoginAction, async ({ services, input }) => {
  const settings = settingsOf(services);
  const url = await authorizeUrl(settings, requestStore(services.db), safeNext(input.query.next) ?? '/');
  return redirect(url);
});

/**
 * The Assertion Consumer Service. Signed in, the browser goes to the web app's login page with the
 * token in the fragment (which no server, proxy or log receives), as after OpenID Connect; refused,
 * the login page shows why. Nothing is signed in on a refusal, and the assertion stays spent.
 */
export const samlAcs = implement(samlAcsAction, async ({ services, input, ip }) => {
  const settings = settingsOf(services);
  const form = formOf(input.body);
  const next = safeNext(form.RelayState) ?? '/';
  try {
    if (!form.SAMLResponse) throw new SamlRefused('failed');
    const verified = await verifyResponse(settings, requestStore(services.db), form.SAMLResponse);
    const signedIn = await signInWithSaml(services.db, services.key, settings, verified, { ip });
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
export const samlLogout = implement(samlLogoutAction, async ({ services, ctx }) => {
  const settings = settingsOf(services);
  const subject = await subjectOf(services.db, ctx.caller.sessionId);
  await revokeSession(services.db, ctx.caller.sessionId);
  if (!subject || !settings.sloUrl || !settings.spPrivateKey) return { redirect: null };
  const url = await logoutRequestUrl(settings, requestStore(services.db), {
    nameID: subject.nameId,
    nameIDFormat: subject.nameIdFormat ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    ...(subject.sessionIndex ? { sessionIndex: subject.sessionIndex } : {}),
  });
  return { redirect: url };
});

/**
 * Single logout's endpoint. The provider's signed LogoutRequest ends the sessions of its NameID
 * (and SessionIndex) and is answered with our signed LogoutResponse; its LogoutResponse to our
 * request lands on the login page. An unsigned or otherwise invalid message changes nothing.
 */
export const samlSingleLogout = implement(samlSingleLogoutAction, async ({ services, db, input }) => {
  const settings = settingsOf(services);
  if (!settings.sloUrl || !settings.spPrivateKey) throw new Problem(404, 'errors.not_found', 'saml.not_configured');
  const form = formOf(input.body);
  // Whatever the library refused (no signature, another issuer, expired): 400, nothing ended.
  const request = await verifyLogoutMessage(settings, requestStore(db), form).catch(() => {
    throw new Problem(400, 'errors.bad_request', 'saml.failed');
  });
  if (!request) return redirect(`${services.config.accounts.publicUrl}/login`);
  await endSessionsOf(db, request.nameID, request.sessionIndex);
  // Success even when no session was left: the person is signed out of Kampus either way.
  return redirect(await logoutResponseUrl(settings, requestStore(db), request, form.RelayState ?? '', true));
});
