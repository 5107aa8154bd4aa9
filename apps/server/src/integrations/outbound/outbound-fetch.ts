import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { checkAddress, OutboundRefused, type OutboundPolicy } from './outbound-policy.ts';

/** The fetch every outbound call goes through: the same signature as the global one. */
export type OutboundFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** Redirects followed at most (each one checked as the first call was). */
const MAX_REDIRECTS = 5;

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection's own DNS lookup: it resolves the name, checks every address it got, and hands
 * the socket those addresses only. The check and the connection read one answer, so a name that
 * resolves to a public address for a check and to 127.0.0.1 a moment later (DNS rebinding) is
 * never connected to the second.
 */
const guardedLookup =
  (policy: OutboundPolicy) =>
  (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, family: Number(options.family) || 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      try {
        if (addresses.length === 0) throw new OutboundRefused(hostname, undefined, 'no address');
        for (const found of addresses) checkAddress(policy, hostname, found.address);
      } catch (refused) {
        return callback(refused as Error, []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };

/** A literal address never reaches the lookup: it is checked before the request starts. */
const checkUrl = (policy: OutboundPolicy, url: URL): void => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused(url.host, undefined, `${url.protocol} is not http or https`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) checkAddress(policy, host, host);
};

const NULL_BODY = new Set([101, 204, 205, 304]);

/** Answers as the platform's own Response, so callers and libraries see what the global fetch gives. */
const asResponse = (answer: Awaited<ReturnType<typeof undiciFetch>>): Response =>
  new Response(NULL_BODY.has(answer.status) ? null : (answer.body as ReadableStream<Uint8Array> | null), {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers as unknown as Headers,
  });

/**
 * `fetch` through the outbound policy: the scheme must be http(s), a literal address is checked
 * before the call, a name at connection time (pinned, above), and redirects are followed here, one
 * hop at a time through the same checks (`redirect: 'manual'` hands the 3xx back, `'error'`
 * refuses it). A refusal rejects with an `OutboundRefused` (as the cause of a TypeError when it
 * came from the lookup), whose message is for the log only.
 */
export const guardedFetch = (policy: OutboundPolicy): OutboundFetch => {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(policy) } });
  return async (input, init = {}) => {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    const mode = init.redirect ?? 'follow';
    for (let hop = 0; ; hop += 1) {
      checkUrl(policy, url);
      const answer = await undiciFetch(url, {
        ...(init as UndiciRequestInit),
        method,
        headers: headers as unknown as UndiciRequestInit['headers'],
        body: body as UndiciRequestInit['body'],
        redirect: 'manual',
        dispatcher,
      });
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status > 399 || location === null || mode === 'manual')
        return asResponse(answer);
      await answer.body?.cancel();
      if (mode === 'error') throw new TypeError(`redirect from ${url.host} refused`);
      if (hop >= MAX_REDIRECTS) throw new TypeError(`more than ${MAX_REDIRECTS} redirects from ${url.host}`);
      const next = new URL(location, url);
      // Credentials meant for one origin are not handed to another (as browsers do).
      if (next.origin !== url.origin) for (const name of ['authorization', 'cookie']) headers.delete(name);
      url = next;
      // As the fetch standard says: 303, and 301/302 after a POST, go on as a GET without the body.
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = undefined;
      }
    }
  };
};

/**
 * For a client that connects by itself (nodemailer's SMTP): resolves `host`, checks every address
 * and answers the first, for the client to connect to that address (pinned) while it names the
 * host for TLS.
 */
export const resolveChecked = (policy: OutboundPolicy, host: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const bare = host.replace(/^\[|\]$/g, '');
    if (isIP(bare) !== 0) {
      try {
        checkAddress(policy, bare, bare);
        resolve(bare);
      } catch (refused) {
        reject(refused as Error);
      }
      return;
    }
    guardedLookup(policy)(bare, { all: false }, (error, address) =>
      error ? reject(error) : resolve(address as string),
    );
  });
