import { getResource, type Audience, type Resource } from '@kampus/contract';
import { json, type CallInit, type TestServer } from '../harness.ts';

/** The demo users (README) with what the matrix expects of them: their kind, home and reach by school title. */
export interface DemoUser {
  email: string;
  audience: Audience;
  superadmin: boolean;
  home: string;
  reach: readonly string[];
}

const EVERY_SCHOOL = ['Demo Education Group', 'Central Campus', 'Demo High School', 'Demo Middle School'];
const HIGH = ['Demo High School'];

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'admin@kampus.test',
    audience: 'headquarters',
    superadmin: true,
    home: EVERY_SCHOOL[0] ?? '',
    reach: EVERY_SCHOOL,
  },
  {
    email: 'hq@kampus.test',
    audience: 'headquarters',
    superadmin: false,
    home: 'Demo Education Group',
    reach: EVERY_SCHOOL,
  },
  {
    email: 'campus@kampus.test',
    audience: 'campus',
    superadmin: false,
    home: 'Central Campus',
    reach: ['Central Campus', 'Demo High School', 'Demo Middle School'],
  },
  { email: 'school@kampus.test', audience: 'school', superadmin: false, home: 'Demo High School', reach: HIGH },
  {
    email: 'school2@kampus.test',
    audience: 'school',
    superadmin: false,
    home: 'Demo Middle School',
    reach: ['Demo Middle School'],
  },
  { email: 'teacher@kampus.test', audience: 'teacher', superadmin: false, home: 'Demo High School', reach: HIGH },
  { email: 'parent@kampus.test', audience: 'parent', superadmin: false, home: 'Demo High School', reach: HIGH },
  { email: 'student@kampus.test', audience: 'student', superadmin: false, home: 'Demo High School', reach: HIGH },
];

export type Row = Record<string, unknown>;

/** The id a wire value names: a number, an IRI or an embedded `{id}`. */
export const idOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const match = /(\d+)$/.exec(value);
    return match ? Number(match[1]) : undefined;
  }
  if (typeof value === 'object' && value !== null && 'id' in value) return idOf((value as { id: unknown }).id);
  return undefined;
};

/** Whether a resource's rows belong to a school (its tenant field), so the other school is probed. */
export const isTenanted = (resource: Resource): boolean =>
  (resource.scope === 'school' || resource.scope === 'season') && resource.tenantField !== undefined;

export const tenantOf = (resource: Resource, row: Row): number | undefined =>
  resource.tenantField ? idOf(row[resource.tenantField]) : undefined;

/**
 * What the superadmin sees: every row of every resource, read once and bucketed by school, and
 * the counters of the run. Probes read records from here, never from the user under test.
 */
export class World {
  readonly rows = new Map<string, Row[]>();
  readonly userIds = new Map<string, number>();
  readonly tokens = new Map<string, string>();
  schools = new Map<string, number>();
  readonly seasons = new Map<number, number>();
  requests = 0;
  readonly skips: string[] = [];
  readonly leaks: string[] = [];

  constructor(readonly server: TestServer) {}

  call = async (email: string, path: string, init: CallInit = {}): Promise<Response> => {
    this.requests += 1;
    return this.server.call(path, { ...init, token: this.tokens.get(email) });
  };

  signIn = async (): Promise<void> => {
    for (const user of demoUsers) {
      const { token, userId } = await this.server.login(user.email);
      this.tokens.set(user.email, token);
      const self = await json<{ id: number }>(await this.server.call(`/api/users/${userId}`, { token }));
      this.userIds.set(user.email, self.id);
    }
    const schools = await this.list('schools');
    this.schools = new Map(schools.map((s) => [String(s.title), Number(s.id)]));
    await this.readSeasons();
  };

  /** The first season of each school, for the `seasonId` header and season references. */
  readSeasons = async (): Promise<void> => {
    this.seasons.clear();
    for (const season of await this.list('seasons', true)) {
      const school = idOf(season.school);
      if (school !== undefined && !this.seasons.has(school)) this.seasons.set(school, Number(season.id));
    }
  };

  /** Every row of a resource as the superadmin sees it (cached; `fresh` reads again). */
  list = async (name: string, fresh = false): Promise<Row[]> => {
    const cached = this.rows.get(name);
    if (cached && !fresh) return cached;
    const response = await this.call(demoUsers[0]?.email ?? '', `/api/${name}.json?pagination=false`);
    if (response.status !== 200) throw new Error(`superadmin list ${name}: ${response.status}`);
    const rows = await json<Row[]>(response);
    this.rows.set(name, rows);
    return rows;
  };

  /** Rows of a resource in one school. */
  inSchool = async (name: string, school: number): Promise<Row[]> => {
    const resource = getResource(name);
    if (!resource) return [];
    if (!isTenanted(resource)) return this.list(name);
    return (await this.list(name)).filter((row) => tenantOf(resource, row) === school);
  };

  schoolIds = (titles: readonly string[]): number[] =>
    titles.map((title) => this.schools.get(title)).filter((id): id is number => id !== undefined);

  skip = (reason: string): void => {
    this.skips.push(reason);
  };

  leak = (what: string): void => {
    this.leaks.push(what);
  };
}
