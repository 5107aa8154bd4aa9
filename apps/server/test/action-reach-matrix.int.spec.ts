/**
 * The action reach matrix (issue 26): every declared action whose path names a record (its
 * declaration's `record`), as each demo user, against a record of a school they do not reach and,
 * for teachers and families, a record of their own school that is not theirs; and every stored
 * file a record links to (`/files/...`), as each user who may not read that record. Each answers
 * 403 or 404, never 2xx nor anything else. Generated from the server's action list and the
 * declarations, so a new action or file field is walked without a line here. Bounded by default;
 * `KAMPUS_MATRIX=full` probes every foreign school and more records.
 */
import {
  getResource,
  grantOf,
  staff,
  type ActionDeclaration,
  type ActionRecord,
  type Resource,
} from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { serverModules } from '../src/modules/index.ts';
import { startServer } from './harness.ts';
import { ensureRecords, memberElsewhere } from './matrix/bodies.ts';
import { ownIds } from './matrix/own.ts';
import { PREFERENCE } from './matrix/routes.ts';
import { demoUsers, idOf, isTenanted, tenantOf, World, type DemoUser, type Row } from './matrix/world.ts';

const full = process.env.KAMPUS_MATRIX === 'full';
const perTarget = full ? 3 : 1;
const everyAction = serverModules.flatMap((module) => module.actions.map((action) => action.declaration));
/** The records a path names: its `record` and `otherRecords` (a user's menus name a user and a school). */
const recordsOf = (declaration: ActionDeclaration): ActionRecord[] => [
  ...(declaration.record ? [declaration.record] : []),
  ...(declaration.otherRecords ?? []),
];
const declarations = everyAction.filter((declaration) => recordsOf(declaration).length > 0);
/**
 * Writes that name a user or a school in their path (`/{lang}/users/{userId}/generate-api-key`,
 * `PUT /{lang}/schools/{schoolId}/configuration`); their GETs are walked by tenancy-matrix.
 */
const userAndSchoolWrites = everyAction.filter(
  (declaration) =>
    declaration.method !== 'GET' &&
    /\{(userId|schoolId)\}/.test(declaration.path) &&
    declaration.access !== 'anonymous',
);

let world: World;
let started = 0;
let probes = 0;

beforeAll(async () => {
  started = Date.now();
  world = new World(await startServer());
  await world.signIn();
});

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const skipped = [...new Set(world.skips)];
  for (const reason of skipped) console.info(`action reach matrix skip: ${reason}`);
  console.info(
    `action reach matrix (${full ? 'full' : 'bounded'}, ${world.server.driver}): ${declarations.length} actions, ` +
      `${demoUsers.length} users, ${probes} probes, ${world.requests} requests, ${skipped.length} skips, ` +
      `${world.leaks.length} hits, ${seconds} s`,
  );
  await world.server.close();
});

/** Values a path parameter other than the record's may take, tried in order against its schema. */
const CANDIDATES = [
  'en',
  '0',
  '1',
  'logo',
  'photo',
  'video',
  'thumbnail',
  'attendee',
  'moderator',
  'file.pdf',
  'a.png',
  'week',
];

/**
 * The path with the values given (the probed record's id, and for the path's other records one
 * the user reaches) and, for every other parameter, the first candidate its schema accepts. A
 * parameter no candidate fits would make the route answer 404 before the record is loaded, a
 * probe that proves nothing: that fails the test instead of passing it.
 */
const pathFor = (declaration: ActionDeclaration, values: Record<string, string>): string => {
  const shape = (declaration.input?.params as z.ZodObject | undefined)?.shape ?? {};
  return declaration.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const given = values[name];
    if (given !== undefined) return encodeURIComponent(given);
    const schema = shape[name] as z.ZodType | undefined;
    const value = schema ? CANDIDATES.find((candidate) => schema.safeParse(candidate).success) : 'x';
    if (value === undefined) throw new Error(`${declaration.name}: no sample value for {${name}}`);
    return encodeURIComponent(value);
  });
};

/** A record of the resource the user reaches, for a parameter that is not the one probed: themself, their school. */
const reachableFor = async (resource: Resource, user: DemoUser): Promise<string | undefined> => {
  if (resource.name === 'users') {
    const self = (await world.list('users')).find((row) => Number(row.id) === world.userIds.get(user.email));
    return typeof self?.uuid === 'string' ? self.uuid : undefined;
  }
  const home = world.schools.get(user.home) ?? -1;
  if (resource.name === 'schools') return String(home);
  const row = (await world.inSchool(resource.name, home))[0];
  return row ? String(idOf(row.id)) : undefined;
};

/** The other records of the path, each filled with one the user reaches, so only the probed one can refuse. */
const othersFor = async (declaration: ActionDeclaration, probed: ActionRecord, user: DemoUser) => {
  const values: Record<string, string> = {};
  for (const record of recordsOf(declaration).filter((r) => r !== probed)) {
    const value = await reachableFor(getResource(record.resource) as Resource, user);
    if (value !== undefined) values[record.param ?? 'id'] = value;
  }
  return values;
};

/** A request the action would accept in shape: raw bytes for an upload, an empty JSON object otherwise. */
const initFor = (declaration: ActionDeclaration): RequestInit & { headers?: Record<string, string> } => {
  if (declaration.method === 'GET' || declaration.method === 'DELETE') return { method: declaration.method };
  if (declaration.requestType) {
    const type = declaration.requestType.replace('*', 'png');
    return { method: declaration.method, body: 'x', headers: { 'content-type': type } };
  }
  return { method: declaration.method, body: '{}', headers: { 'content-type': 'application/json' } };
};

const schoolsOutside = (user: DemoUser): number[] => {
  const reach = new Set(world.schoolIds(user.reach));
  return world.schoolIds(PREFERENCE).filter((id) => !reach.has(id));
};

/** Records of the resource the user must not reach: other schools', and (teachers, families) others' of their school. */
const targetsFor = async (resource: Resource, user: DemoUser): Promise<[Row, string][]> => {
  const rows = await world.list(resource.name);
  const targets: [Row, string][] = [];
  if (isTenanted(resource)) {
    const foreign = schoolsOutside(user).slice(0, full ? undefined : 1);
    for (const school of foreign) {
      for (const row of rows.filter((r) => tenantOf(resource, r) === school).slice(0, perTarget)) {
        targets.push([row, `a record of school ${school}`]);
      }
    }
  }
  const caller = { id: world.userIds.get(user.email) ?? -1, audience: user.audience, superadmin: false };
  if (grantOf(resource, 'read', caller) === 'own') {
    const owner = user.audience === 'teacher' ? 'teacher' : 'family';
    const own = await ownIds(world, resource.name, caller.id, owner);
    const home = world.schools.get(user.home);
    const others = rows.filter(
      (row) => !own.has(Number(row.id)) && (!isTenanted(resource) || tenantOf(resource, row) === home),
    );
    for (const row of others.slice(0, perTarget)) targets.push([row, `another ${owner}'s record of their school`]);
  }
  return targets;
};

/**
 * For a user named `across: 'every'`: a user of the caller's own school who also belongs to a
 * school the caller does not reach (made once by the superadmin), reached only in part.
 */
const partlyReached = async (record: ActionRecord, user: DemoUser): Promise<[Row, string][]> => {
  const foreign = schoolsOutside(user)[0];
  const home = world.schools.get(user.home);
  if (record.across !== 'every' || foreign === undefined || home === undefined) return [];
  const member = await memberElsewhere(world, home, foreign);
  return member ? [[member, `a user of their school who also belongs to school ${foreign}`]] : [];
};

describe.each(declarations.map((declaration) => [declaration.name, declaration] as const))(
  '%s',
  (_name, declaration) => {
    it(
      'answers 403 or 404 for a record out of the caller’s reach, as every demo user',
      { timeout: 120_000 },
      async () => {
        const before = world.leaks.length;
        for (const record of recordsOf(declaration)) {
          const resource = getResource(record.resource) as Resource;
          const foreign = [...new Set(demoUsers.flatMap(schoolsOutside))];
          await ensureRecords(world, resource, foreign);
          for (const user of demoUsers.filter((u) => !u.superadmin)) {
            const targets = [...(await targetsFor(resource, user)), ...(await partlyReached(record, user))];
            const others = await othersFor(declaration, record, user);
            for (const [row, why] of targets) {
              const id = idOf(row.id);
              if (id === undefined) continue;
              // A user is named by their uuid, as sign-in answers it and the clients send it.
              const alternate = resource.alternateKey ? row[resource.alternateKey] : undefined;
              const key = typeof alternate === 'string' ? alternate : String(id);
              const path = pathFor(declaration, { ...others, [record.param ?? 'id']: key });
              probes += 1;
              const init = initFor(declaration);
              const response = await world.call(user.email, path, { ...init, headers: { ...init.headers } });
              if (![403, 404].includes(response.status)) {
                world.leak(`${user.email} ${declaration.method} ${path} (${why}) answered ${response.status}`);
              }
            }
          }
        }
        expect(world.leaks.slice(before)).toEqual([]);
      },
    );
  },
);

/** Every `/files/...` link in a row of any declared resource, with the row it belongs to. */
const fileLinks = async (): Promise<{ resource: Resource; row: Row; url: string }[]> => {
  const found: { resource: Resource; row: Row; url: string }[] = [];
  for (const name of new Set(declarations.flatMap((d) => recordsOf(d).map((record) => record.resource)))) {
    const resource = getResource(name);
    if (!resource) continue;
    for (const row of await world.list(name)) {
      const text = JSON.stringify(row);
      for (const match of text.matchAll(/"(\/files\/[^"?]+)/g)) {
        if (match[1]) found.push({ resource, row, url: match[1] });
      }
    }
  }
  return found;
};

describe('stored files', () => {
  it('are served only to whoever reads the record that links them', { timeout: 120_000 }, async () => {
    const links = await fileLinks();
    const before = world.leaks.length;
    for (const user of demoUsers.filter((u) => !u.superadmin)) {
      for (const { resource, row, url } of links) {
        const targets = await targetsFor(resource, user);
        if (!targets.some(([target]) => target.id === row.id)) continue;
        probes += 1;
        const response = await world.call(user.email, url);
        if (![403, 404].includes(response.status)) {
          world.leak(
            `${user.email} GET ${url} (${resource.name} ${String(row.id)} out of reach) answered ${response.status}`,
          );
        }
      }
    }
    expect(world.leaks.slice(before)).toEqual([]);
  });
});

describe.each(userAndSchoolWrites.map((declaration) => [declaration.name, declaration] as const))(
  '%s',
  (_name, declaration) => {
    it('answers 403 or 404 for a user or a school out of the caller’s reach', { timeout: 120_000 }, async () => {
      const users = await world.list('users');
      const before = world.leaks.length;
      for (const user of demoUsers.filter((u) => !u.superadmin)) {
        const selfId = world.userIds.get(user.email);
        const self = users.find((row) => Number(row.id) === selfId) ?? {};
        const home = world.schools.get(user.home) ?? -1;
        const foreign = schoolsOutside(user)[0];
        const cases: [Row, number, string][] = [];
        const stranger = users.find((row) => idOf(row.schoolId) === foreign);
        if (foreign !== undefined && stranger) cases.push([stranger, foreign, 'a user of another school']);
        if (foreign !== undefined && declaration.path.includes('{schoolId}'))
          cases.push([self, foreign, 'another school']);
        const neighbour = users.find((row) => idOf(row.schoolId) === home && Number(row.id) !== selfId);
        if (!staff.includes(user.audience) && neighbour && declaration.path.includes('{userId}')) {
          cases.push([neighbour, home, 'another user of their school']);
        }
        for (const [target, school, why] of cases) {
          const path = pathFor(declaration, { userId: String(target.uuid), schoolId: String(school) });
          probes += 1;
          const init = initFor(declaration);
          const response = await world.call(user.email, path, { ...init, headers: { ...init.headers } });
          if (![403, 404].includes(response.status)) {
            world.leak(`${user.email} ${declaration.method} ${path} (${why}) answered ${response.status}`);
          }
        }
      }
      expect(world.leaks.slice(before)).toEqual([]);
    });
  },
);
