import type { TestServer } from '../harness.ts';

/** A record's IRI, as the API names references. */
export const iri = (resource: string, id: number): string => `/api/${resource}/${id}`;

/** Today on a demo school's wall clock (both demo schools keep Istanbul time). */
export const demoToday = (timeZone = 'Europe/Istanbul'): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** Shifts an ISO date by whole days. */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** How a spec plays the demo users over HTTP (`demoCalls`). */
export interface DemoCalls {
  /** Each signed-in demo user's token, by the part of their e-mail before the @. */
  tokens: Record<string, string>;
  /** A call as `who`, as the web makes it: their active season in `seasonId`, a change as a merge patch. */
  call: (
    who: string,
    path: string,
    method?: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
  /** The `id` of the first row a query answers, 0 for none. */
  idOf: (query: string) => Promise<number>;
  /** Signs the demo users in (`school` is school@kampus.test). */
  signIn: (...who: string[]) => Promise<void>;
}

/**
 * One spec's calls as the demo users, on the server `server()` answers once started (specs start
 * it in `beforeAll`). `seasonOf` gives each user's active season, none for a user who states none
 * (the other school's admin in a spec about the first school). Written once for the specs that
 * play a school's staff, teachers and families over the same records.
 */
export const demoCalls = (server: () => TestServer, seasonOf: (who: string) => number | undefined): DemoCalls => {
  const tokens: Record<string, string> = {};
  return {
    tokens,
    call: (who, path, method = 'GET', body, headers = {}) => {
      const season = seasonOf(who);
      return server().call(path, {
        method,
        token: tokens[who],
        ...(body === undefined ? {} : { json: body }),
        headers: {
          ...(season === undefined ? {} : { seasonId: String(season) }),
          ...(method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
          ...headers,
        },
      });
    },
    idOf: async (query) => Number((await server().sql(query))[0]?.id ?? 0),
    signIn: async (...who) => {
      for (const name of who) tokens[name] = (await server().login(`${name}@kampus.test`)).token;
    },
  };
};
