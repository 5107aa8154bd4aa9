import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Where Google Identity Services loads from and talks to, when GOOGLE_CLIENT_ID is set. */
const GOOGLE = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/**
 * The policy of the web app's pages (and of `/api/docs`): scripts only from the app's own
 * origin (the built app has no inline script), no plugin, no `<base>`, forms only to itself, and
 * never inside a frame. Styles allow inline: MUI (emotion) writes its `<style>` tags at run time.
 * Images may also come from any https address, since a school's image fields may name one;
 * an image cannot run script.
 */
const appPolicy = (googleSignIn: boolean, frameable = false): string =>
  [
    `default-src 'self'`,
    `script-src 'self'${googleSignIn ? ` ${GOOGLE.script}` : ''}`,
    `style-src 'self' 'unsafe-inline'${googleSignIn ? ` ${GOOGLE.style}` : ''}`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${googleSignIn ? ` ${GOOGLE.connect}` : ''}`,
    // Our own pages may be framed by our own pages only: the file-picker modal's frame.
    `frame-src 'self'${googleSignIn ? ` ${GOOGLE.frame}` : ''}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${frameable ? `'self'` : `'none'`}`,
  ].join('; ');

/** The one page our own pages may frame: the file browser of the file-picker modal (docs/filemanager.md). */
const FRAMEABLE_PAGE = /^\/filemanager\/frame(\?|$)/;

/** Anything that is not a page (JSON, problems, assets): it may load nothing and be framed by no one. */
const dataPolicy = `default-src 'none'; frame-ancestors 'none'`;

/**
 * The service worker's script (`/sw.js`, docs/pwa.md): a worker runs under its own script's
 * policy, and the data policy would forbid every fetch it makes; it may reach its own origin only.
 */
const SERVICE_WORKER = /^\/sw\.js(\?|$)/;
const workerPolicy = `default-src 'none'; connect-src 'self'; frame-ancestors 'none'`;

/** Powerful features the app never uses, off for it and anything it embeds. */
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets the security headers on every answer: routes, files, the web app, 404s and problems alike
 * (an onSend hook sees them all). A route that sets its own Content-Security-Policy (the files
 * route: `sandbox`) keeps it. HSTS goes out only when the request came over HTTPS (as the trusted
 * proxy says, see TRUST_PROXY) or the public address is https: a browser ignores it over plain
 * http anyway, and sending it from a plain-http install would lock its users out.
 */
export const registerSecurityHeaders = (app: FastifyInstance, config: Config): void => {
  const googleSignIn = config.accounts.google.clientId !== undefined;
  const pagePolicy = appPolicy(googleSignIn);
  const framedPagePolicy = appPolicy(googleSignIn, true);
  const httpsPublicUrl = config.accounts.publicUrl.startsWith('https://');
  // Google's sign-in popup must be able to answer its opener; otherwise no window may reach ours.
  const openerPolicy = googleSignIn ? 'same-origin-allow-popups' : 'same-origin';

  const setHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
    // A 304 has no type, and its headers replace the stored answer's: the cached page keeps its own policy.
    if (!reply.hasHeader('content-security-policy') && reply.statusCode !== 304) {
      const type = String(reply.getHeader('content-type') ?? '');
      const framed = FRAMEABLE_PAGE.test(request.url);
      const policy = type.startsWith('text/html') ? (framed ? framedPagePolicy : pagePolicy) : dataPolicy;
      reply.header('content-security-policy', SERVICE_WORKER.test(request.url) ? workerPolicy : policy);
    }
    reply.header('x-frame-options', FRAMEABLE_PAGE.test(request.url) ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    // Full addresses stay on the site; other sites see the origin only (never a reset link's path).
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', openerPolicy);
    reply.header('permissions-policy', PERMISSIONS);
    if (request.protocol === 'https' || httpsPublicUrl) reply.header('strict-transport-security', HSTS);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    setHeaders(request, reply);
    return payload;
  });
};
