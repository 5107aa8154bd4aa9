import { oidcAuthorizeAction, oidcCallbackAction, oidcProviderAction } from '@kampus/contract';
import { answer, implement, type Answer } from '../../core/actions.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { OidcRefused, finishAuthorization, startAuthorization } from '../../integrations/oidc/oidc-client.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import type { OidcSettings } from '../../integrations/oidc/oidc-settings.ts';
import { SecondFactorRequired } from '../auth/sign-in.ts';
import { signInWithOidc } from './oidc-login.operation.ts';
import { clearedCookie, pendingCookie, readPending } from './oidc-transaction.ts';

const settingsOf = (services: Services): OidcSettings => {
  const settings = services.config.accounts.oidc;
  if (!settings) throw new Problem(404, 'errors.not_found', 'oidc.not_configured');
  return settings;
};

const secure = (settings: OidcSettings): boolean => settings.redirectUri.startsWith('https:');

/** A redirect no cache keeps: each one carries a one-time state or a session. */
const redirect = (location: string, cookie: string): Answer =>
  answer(302, undefined, { location, 'set-cookie': cookie, 'cache-control': 'no-store' });

/** The login page, told why the provider's sign-in was refused (a translation key it shows in its language). */
const refusedAt = (services: Services, settings: OidcSettings, messageKey: string): Answer =>
  redirect(
    `${services.config.accounts.publicUrl}/login?${new URLSearchParams({ oidcError: messageKey }).toString()}`,
    clearedCookie(secure(settings)),
  );

/** Whether the login page offers "Sign in with <name>" (the name only: the rest stays on the server). */
export const oidcProvider = implement(oidcProviderAction, async ({ services }) => ({
  name: services.config.accounts.oidc?.name ?? null,
}));

export const oidcAuthorize = implement(oidcAuthorizeAction, async ({ services }) => {
  const settings = settingsOf(services);
  try {
    const { url, transaction } = await startAuthorization(settings, outboundFor(services.config).fetch);
    return redirect(url, await pendingCookie(services.key, transaction, secure(settings)));
  } catch (error) {
    // The provider cannot be reached, may not be called, or its discovery document is wrong: the
    // login page says so, the log says why.
    outboundFor(services.config).report(settings.issuer, error);
    return refusedAt(services, settings, 'oidc.unavailable');
  }
});

/** The callback's parameters as the provider sent them (repeated ones are not ours: dropped). */
const callbackParams = (query: Record<string, unknown>): URLSearchParams =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The provider's answer: signed in, the browser goes to the web app's login page with the token
 * in the fragment (which no server, proxy or log ever receives), and the page stores it as a
 * password sign-in would. Refused: the login page shows why.
 */
export const oidcCallback = implement(oidcCallbackAction, async ({ services, input, header, ip }) => {
  const settings = settingsOf(services);
  const query = input.query;
  try {
    if (query.error !== undefined) throw new OidcRefused('denied');
    const pending = await readPending(services.key, header('cookie'));
    if (!pending || query.state !== pending.state) throw new OidcRefused('bad_state');
    const claims = await finishAuthorization(
      settings,
      callbackParams(query),
      pending,
      outboundFor(services.config).fetch,
    );
    const signedIn = await signInWithOidc(services.db, services.key, settings, claims, { ip });
    const fragment = new URLSearchParams({ oidcToken: signedIn.accessToken, userId: signedIn.userId });
    return redirect(
      `${services.config.accounts.publicUrl}/login#${fragment.toString()}`,
      clearedCookie(secure(settings)),
    );
  } catch (error) {
    if (error instanceof OidcRefused) return refusedAt(services, settings, `oidc.${error.reason}`);
    // A person with a second factor: the login page asks for it, with the second step's token
    // in the fragment (never sent to a server).
    if (error instanceof SecondFactorRequired) {
      const fragment = new URLSearchParams({ secondStep: error.secondStepToken });
      return redirect(
        `${services.config.accounts.publicUrl}/login#${fragment.toString()}`,
        clearedCookie(secure(settings)),
      );
    }
    // An inactive or expired account: the same message a password sign-in gets.
    if (error instanceof Problem && !error.violations) return refusedAt(services, settings, error.detailKey);
    throw error;
  }
});
