import { createHash } from 'node:crypto';
import { answer, type Answer } from '../../core/actions.ts';

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The one script of the page: it submits the form at once (a browser without script shows the button).
const SUBMIT = 'document.forms[0].submit();';
const SUBMIT_HASH = `'sha256-${createHash('sha256').update(SUBMIT).digest('base64')}'`;

const page = (status: number, body: string, policy: string): Answer =>
  answer(
    status,
    `<!doctype html><html><head><meta charset="utf-8"><title>Kampus</title></head><body>${body}</body></html>`,
    {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  );

/**
 * The launch's answer: a form that posts the id_token and state to the tool's registered launch
 * URL (OIDC's form_post), submitted by the one script the page's policy lets run, and only to that URL.
 */
export const launchForm = (launch: { redirectUri: string; idToken: string; state: string | undefined }): Answer => {
  const origin = new URL(launch.redirectUri).origin;
  const fields = [
    `<input type="hidden" name="id_token" value="${escape(launch.idToken)}">`,
    ...(launch.state === undefined ? [] : [`<input type="hidden" name="state" value="${escape(launch.state)}">`]),
  ].join('');
  return page(
    200,
    `<form method="post" action="${escape(launch.redirectUri)}">${fields}<noscript><button type="submit">Continue</button></noscript></form><script>${SUBMIT}</script>`,
    `default-src 'none'; script-src ${SUBMIT_HASH}; form-action ${origin}; base-uri 'none'; frame-ancestors 'none'`,
  );
};

/** A request this platform did not start, or no longer honours: said on a page, sent nowhere. */
export const refusedPage = (reason: string): Answer =>
  page(
    400,
    `<h1>This launch cannot go on</h1><p>${escape(reason)}. Open the tool again from Kampus.</p>`,
    "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  );
