import { json, type TestServer } from '../harness.ts';

export type Row = Record<string, unknown> & { id: number };

/** A signed-in user's calls with the active school and season headers (season resources need them). */
export interface FinanceClient {
  get: <T = Row[]>(path: string) => Promise<T>;
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}

export const financeClient = (
  server: TestServer,
  token: string,
  tenancy: { schoolId: number; seasonId: number },
  language = 'en',
): FinanceClient => {
  const headers = {
    schoolId: String(tenancy.schoolId),
    seasonId: String(tenancy.seasonId),
    'accept-language': language,
  };
  return {
    get: async <T>(path: string) => {
      const response = await server.call(path, { token, headers });
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return json<T>(response);
    },
    send: (method, path, body, extra = {}) =>
      server.call(path, {
        method,
        token,
        headers: {
          ...headers,
          ...(body !== undefined
            ? { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/json' }
            : {}),
          ...extra,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
  };
};

/**
 * The demo high school, its default season, a student of the demo family (the parent's child)
 * and the first other student (the demo's finance records are the last students').
 */
export const demoTenancy = async (
  server: TestServer,
  staffToken: string,
  parentToken: string,
): Promise<{ schoolId: number; seasonId: number; childId: number; otherId: number }> => {
  const call = async <T>(path: string, token: string): Promise<T> => json<T>(await server.call(path, { token }));
  const family = await call<Row[]>('/api/students.json', parentToken);
  const child = family[0] as Row & { school: string };
  const schoolId = Number(String(child.school).split('/').pop());
  const seasons = await call<(Row & { isDefault: boolean })[]>(`/api/seasons.json?school=${schoolId}`, staffToken);
  const season = seasons.find((row) => row.isDefault) ?? seasons[0];
  const roster = await call<Row[]>(`/api/students.json?school=${schoolId}&pagination=false&order[id]=asc`, staffToken);
  const other = roster.find((row) => !family.some((mine) => mine.id === row.id));
  return { schoolId, seasonId: season?.id ?? 0, childId: child.id, otherId: other?.id ?? 0 };
};
