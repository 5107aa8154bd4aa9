/**
 * The tenancy matrix (issue 9): every declared resource, as each of the 8 demo users, against
 * the other school and the other family. Generated from the contract's `resources`, so a new
 * declaration is walked the moment it is registered: its list, read, update and delete of
 * another school's records (404, or 403 where the user has no grant at all), filters and the
 * `schoolId`/`seasonId` headers naming that school (403), references to its records in create
 * and update bodies (422 on the field, or 403), and another family's or user's rows where the
 * declaration says `ownField`/`ownVia`/user scope. tenancy.int.spec.ts holds the hand-written
 * cases; this walk holds the rule everywhere. Bounded by default; `KAMPUS_MATRIX=full` probes
 * every foreign school and more records.
 */
import { getResource, resources, type Resource } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './harness.ts';
import { ensureRecords } from './matrix/bodies.ts';
import { probeResource, type MatrixSize } from './matrix/probes.ts';
import { probeRoutes, userAndSchoolRoutes } from './matrix/routes.ts';
import { demoUsers, World } from './matrix/world.ts';

const full = process.env.KAMPUS_MATRIX === 'full';
const size: MatrixSize = full ? { records: 3, schools: 4 } : { records: 1, schools: 1 };
let world: World;
let started = 0;
let routeCount = 0;

beforeAll(async () => {
  started = Date.now();
  world = new World(await startServer());
  await world.signIn();
  // Every school gets a season first, so season rows can be made wherever one is missing.
  await ensureRecords(world, getResource('seasons') as Resource, [...world.schools.values()]);
  await world.readSeasons();
});

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const skipped = [...new Set(world.skips)];
  for (const reason of skipped) console.info(`tenancy matrix skip: ${reason}`);
  console.info(
    `tenancy matrix (${full ? 'full' : 'bounded'}, ${world.server.driver}): ${resources.length} resources, ` +
      `${routeCount} user/school routes, ${demoUsers.length} users, ${world.requests} requests, ${skipped.length} skips, ` +
      `${world.leaks.length} leaks, ${seconds} s`,
  );
  await world.server.close();
});

describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  it('holds against the other school and the other family, as every demo user', { timeout: 120_000 }, async () => {
    const foreign = [
      ...new Set(
        demoUsers.flatMap((user) => {
          const reach = new Set(world.schoolIds(user.reach));
          return [...world.schools.values()].filter((id) => !reach.has(id));
        }),
      ),
    ];
    await ensureRecords(world, resource, foreign);
    const before = world.leaks.length;
    for (const user of demoUsers) {
      await probeResource({ world, resource, user, userId: world.userIds.get(user.email) ?? -1, size });
    }
    expect(world.leaks.slice(before)).toEqual([]);
  });
});

describe('routes of /api/docs.json that name a user or a school', () => {
  it('answer 403 or 404 for another school and, to all but staff, another user', async () => {
    const routes = await userAndSchoolRoutes(world);
    routeCount = routes.length;
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const before = world.leaks.length;
    for (const user of demoUsers) await probeRoutes(world, routes, user);
    expect(world.leaks.slice(before)).toEqual([]);
  });
});
