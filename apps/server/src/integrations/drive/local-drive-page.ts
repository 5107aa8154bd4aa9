import { translate, type Language } from '@kampus/contract';
import type { DriveAuthorization } from './local-drive-authorize.ts';
import { LOCAL_DRIVE_AUTHORIZE_PATH, LOCAL_DRIVE_CLIENT_ID } from './drive-settings.ts';

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** No script: the page is a form, so it works under the app's policy and with scripts off. */
const STYLE = `
body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1f2933; margin: 0; }
main { max-width: 28rem; margin: 10vh auto; background: #fff; border-radius: 8px; padding: 2rem;
  box-shadow: 0 1px 3px rgba(0,0,0,.15); }
h1 { font-size: 1.35rem; margin: 0 0 1rem; }
p { line-height: 1.5; }
.about { color: #52606d; font-size: .9rem; }
.actions { display: flex; gap: .75rem; justify-content: flex-end; margin-top: 1.5rem; }
button { font: inherit; padding: .5rem 1.25rem; border-radius: 4px; border: 1px solid #1565c0; cursor: pointer; }
button[value=allow] { background: #1565c0; color: #fff; }
button[value=cancel] { background: #fff; color: #1565c0; }
button:focus-visible { outline: 3px solid #ffb300; outline-offset: 2px; }
`;

const page = (language: Language, title: string, body: string): string =>
  `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
  `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const hidden = (name: string, value: string | null): string =>
  value === null ? '' : `<input type="hidden" name="${name}" value="${escape(value)}">`;

/** The local Drive's sign-in page: what Kampus asks to see, Allow and Cancel (a POST to itself). */
export const askPage = (language: Language, request: DriveAuthorization): string => {
  const say = (key: string, values: Record<string, string> = {}) =>
    escape(translate(language, `local_drive.${key}`, values));
  return page(
    language,
    translate(language, 'local_drive.title'),
    `<h1>${say('title')}</h1><p>${say('asks', { client: 'Kampus' })}</p><p class="about">${say('about')}</p>` +
      `<form method="post" action="${LOCAL_DRIVE_AUTHORIZE_PATH}">` +
      hidden('client_id', LOCAL_DRIVE_CLIENT_ID) +
      hidden('redirect_uri', request.redirectUri) +
      hidden('response_type', 'token') +
      hidden('scope', request.scope) +
      hidden('state', request.state) +
      `<div class="actions"><button type="submit" name="decision" value="cancel">${say('cancel')}</button>` +
      `<button type="submit" name="decision" value="allow" autofocus>${say('allow')}</button></div></form>`,
  );
};

/** A request that cannot be answered where it asks to be: said here, sent nowhere. */
export const invalidPage = (language: Language, reason: 'invalid_client' | 'redirect_uri_mismatch'): string =>
  page(
    language,
    translate(language, 'local_drive.invalid_title'),
    `<h1>${escape(translate(language, 'local_drive.invalid_title'))}</h1>` +
      `<p>${escape(translate(language, `local_drive.${reason}`))}</p><p class="about">Error 400: ${reason}</p>`,
  );
