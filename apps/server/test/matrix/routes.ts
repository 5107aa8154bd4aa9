import { staff } from '@kampus/contract';
import { json } from '../harness.ts';
import { demoUsers, idOf, type DemoUser, type Row, type World } from './world.ts';
import { withFullPaths } from '../support/openapi-paths.ts';

const PARAMS = new Set(['lang', 'userId', 'schoolId']);
// Probed first: the sibling school of the same campus, then the rest of the tree.
export const PREFERENCE = ['Demo Middle School', 'Demo High School', 'Demo Education Group', 'Central Campus'];

/**
 * The GET routes of `/api/docs.json` beyond the resources that name a user or a school in their
 * path (`/{lang}/users/{userId}/students`, `/{lang}/schools/{schoolId}/configuration`, ...): read
 * from the document, so a new route of that shape is walked without a line here.
 */
export const userAndSchoolRoutes = async (world: World): Promise<string[]> => {
  const docs = withFullPaths(
    await json<{ paths: Record<string, Record<string, unknown>> }>(
      await world.call(demoUsers[0]?.email ?? '', '/api/docs.json'),
    ),
  );
  return Object.entries(docs.paths)
    .filter(([path, operations]) => {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      return 'get' in operations && params.every((p) => PARAMS.has(p)) && params.some((p) => p !== 'lang');
    })
    .map(([path]) => path);
};

const fill = (path: string, user: Row, school: number): string =>
  path.replace('{lang}', 'en').replace('{userId}', String(user.uuid)).replace('{schoolId}', String(school));

/**
 * Each route as one user, naming a user and a school the user does not reach (and, for those who
 * are not staff, another user of their own school): 403 or 404, never the data.
 */
export const probeRoutes = async (world: World, routes: string[], user: DemoUser): Promise<void> => {
  if (user.superadmin) return;
  const reach = new Set(world.schoolIds(user.reach));
  const home = world.schools.get(user.home) ?? -1;
  const selfId = world.userIds.get(user.email);
  const users = await world.list('users');
  const self = users.find((row) => Number(row.id) === selfId) ?? {};
  const cases: [Row, number, string][] = [];
  const foreign = world.schoolIds(PREFERENCE).find((id) => !reach.has(id));
  const stranger = users.find((row) => idOf(row.schoolId) === foreign);
  if (foreign !== undefined && stranger) {
    cases.push([stranger, foreign, 'a user and a school of another school'], [self, foreign, 'another school']);
  }
  const neighbour = users.find((row) => idOf(row.schoolId) === home && Number(row.id) !== selfId);
  if (!staff.includes(user.audience) && neighbour) cases.push([neighbour, home, 'another user of their school']);
  for (const route of routes) {
    for (const [target, school, why] of cases) {
      // A route naming only a school is probed once, with the foreign school.
      if (!route.includes('{userId}') && why !== 'another school') continue;
      // The user themself is a probe only with a foreign school in the path; alone it is their own data.
      if (target === self && !route.includes('{schoolId}')) continue;
      const path = fill(route, target, school);
      const response = await world.call(user.email, path);
      if (![403, 404].includes(response.status)) {
        world.leak(`${user.email} GET ${path} (${why}) answered ${response.status}`);
      }
    }
  }
};
