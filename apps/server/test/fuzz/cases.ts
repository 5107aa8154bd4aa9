import type { Random } from '@kampus/contract/random';
import type { RouteTemplate } from './routes.ts';
import { hostileBodies, hostileHeaderIds, hostileIds, hostileQueries, hostileValues, toJson } from './values.ts';

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** What was broken, for the failure report. */
  kind: string;
}

export const CASE_KINDS = ['path', 'query', 'header', 'fields', 'shape', 'type'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** Fields tried on routes whose body the document does not describe (hand-written module routes). */
const GUESSED_FIELDS = ['email', 'pwd', 'password', 'code', 'token', 'id', 'userId', 'schoolId', 'direction', 'items'];

const WILDCARDS = [
  '%25',
  '%00',
  '%',
  'schools/99999999999/x.png',
  '..%2F..%2Fetc%2Fpasswd',
  '%C0%AE%C0%AE%2F',
  'a%ED%A0%80',
];

/**
 * The record ids a route may address without destroying anything: the last row an admin lists
 * of the path's resource (rarely a demo account). DELETE never gets one: it only sees ids that
 * name no row.
 */
export type ValidIds = ReadonlyMap<string, string>;

const resourceOf = (path: string): string => /^\/api\/([a-z_]+)\//.exec(path)?.[1] ?? '';

const fillPath = (route: RouteTemplate, random: Random, ids: ValidIds, hostile: boolean): string => {
  const target = hostile && route.params.length > 0 ? random.pick(route.params) : undefined;
  return route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (name === target) {
      if (name === '*') return random.pick(WILDCARDS);
      if (name === 'lang') return random.pick(['xx', '%00', 'en%00', '..']);
      return random.pick(hostileIds);
    }
    if (name === 'lang') return 'en';
    if (name === '*') return 'schools/1/images/missing.png';
    const valid = ids.get(resourceOf(route.path));
    return route.method !== 'DELETE' && valid !== undefined ? valid : random.pick(hostileIds);
  });
};

const hostileObject = (fields: readonly string[], random: Random): Record<string, unknown> => {
  const names = random.sample(fields.length > 0 ? fields : GUESSED_FIELDS, 1 + random.int(Math.max(fields.length, 3)));
  // At least three fields are hostile, so a body that happens to be valid stays rare.
  return Object.fromEntries(
    [...new Set([...names, ...random.sample(GUESSED_FIELDS, 2)])].map((name) => [name, random.pick(hostileValues)]),
  );
};

const jsonHeaders = (method: string): Record<string, string> => ({
  'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
});

export const makeCase = (route: RouteTemplate, kind: CaseKind, random: Random, ids: ValidIds): FuzzRequest => {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const base = fillPath(route, random, ids, kind === 'path');
  const plain = { method: route.method, url: base, headers: {}, kind };
  switch (kind) {
    case 'path':
      return withBody ? { ...plain, headers: jsonHeaders(route.method), body: '{}' } : plain;
    case 'query': {
      const filter = route.query.filter((name) => /^\w+$/.test(name) && !['page', 'itemsPerPage'].includes(name));
      const query = random.pick(hostileQueries).replaceAll('{f}', filter.length > 0 ? random.pick(filter) : 'id');
      return { ...plain, url: `${base}?${query}` };
    }
    case 'header':
      return {
        ...plain,
        headers: {
          [random.pick(['schoolId', 'seasonId'])]: random.pick(hostileHeaderIds),
          'accept-language': random.pick(['xx', '*;q=abc', 'en'.repeat(500)]),
        },
      };
    case 'fields':
      return withBody
        ? { ...plain, headers: jsonHeaders(route.method), body: toJson(hostileObject(route.bodyFields, random)) }
        : { ...plain, url: `${base}?${random.pick(hostileQueries).replaceAll('{f}', 'id')}` };
    case 'shape':
      return withBody
        ? { ...plain, headers: jsonHeaders(route.method), body: random.pick(hostileBodies) }
        : { ...plain, url: `${base}/${random.pick(hostileIds)}` };
    case 'type':
      return {
        ...plain,
        headers: {
          'content-type': random.pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'multipart/form-data; boundary=x',
            'application/xml',
          ]),
        },
        body: random.pick(['a=1&b=%00', '<x/>', '\u0000\u0001', '{"a":1}']),
      };
  }
};
