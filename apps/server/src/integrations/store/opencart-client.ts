/**
 * The school's OpenCart store through its API (OpenCart 3 and 4: `index.php?route=api/...`, form
 * posts, JSON answers). The API user's key signs the server in and buys a session token; the
 * customer call sets the session's customer. Every call has a time limit, so a store that hangs
 * never holds a request of ours longer than that.
 */
interface OpenCartCustomer {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
}

interface StoreAnswer<T> {
  ok: boolean;
  /** The store's own words when it refused (its `error` field, flattened): for the log, never for a client. */
  error?: string;
  value?: T;
}

export interface OpenCartClient {
  login: (credentials: { username: string; key: string }) => Promise<StoreAnswer<string>>;
  setCustomer: (apiToken: string, customer: OpenCartCustomer) => Promise<StoreAnswer<true>>;
}

/** The store did not answer in time, or answered what no OpenCart API answers. */
export class StoreUnreachable extends Error {}

/** OpenCart's `error` is a string or an object of messages by field; one line for the person. */
const flatten = (error: unknown): string => {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') return Object.values(error).map(flatten).filter(Boolean).join(' ');
  return '';
};

export const openCartClient = (
  storeUrl: string,
  timeoutMs: number,
  /** The outbound guard's fetch (integrations/outbound): never the global one. */
  fetchImpl: (input: string, init: RequestInit) => Promise<Response>,
): OpenCartClient => {
  const route = (name: string, query: Record<string, string> = {}): string => {
    const url = new URL('index.php', storeUrl.endsWith('/') ? storeUrl : `${storeUrl}/`);
    url.searchParams.set('route', name);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  };
  // Errors name the route, never the address's query: it carries the store session's token.
  const post = async (
    name: string,
    query: Record<string, string>,
    form: Record<string, string>,
  ): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await fetchImpl(route(name, query), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new StoreUnreachable(`OpenCart ${name}: ${String(error)}`, { cause: error });
    }
    const text = await response.text();
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // An HTML error page or a proxy's answer: not the store's API.
    }
    throw new StoreUnreachable(`OpenCart ${name}: HTTP ${response.status}, not a JSON object`);
  };
  return {
    login: async ({ username, key }) => {
      const body = await post('api/login', {}, { username, key });
      if (body.error !== undefined) return { ok: false, error: flatten(body.error) };
      const token = body.api_token ?? body.token;
      if (typeof token !== 'string' || token === '') throw new StoreUnreachable('OpenCart api/login: no api_token');
      return { ok: true, value: token };
    },
    setCustomer: async (apiToken, customer) => {
      const body = await post('api/customer', { api_token: apiToken }, { ...customer });
      if (body.error !== undefined) return { ok: false, error: flatten(body.error) };
      return { ok: true, value: true };
    },
  };
};
