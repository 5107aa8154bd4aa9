import { getResource, grantFor, isReference, type Resource } from '@kampus/contract';
import { json, type CallInit } from '../harness.ts';
import { sampleBody } from './bodies.ts';
import { PREFERENCE } from './routes.ts';
import { ownIds } from './own.ts';
import { idOf, isTenanted, tenantOf, type DemoUser, type Row, type World } from './world.ts';

export interface MatrixSize {
  /** Records probed per foreign school and per other family. */
  records: number;
  /** Foreign schools probed per user (the nearest first). */
  schools: number;
}

const PATCH = { 'content-type': 'application/merge-patch+json' };

interface Probe {
  world: World;
  resource: Resource;
  user: DemoUser;
  userId: number;
  size: MatrixSize;
}

const expectStatus = async (
  { world, resource, user }: Probe,
  what: string,
  path: string,
  init: CallInit,
  allowed: number[],
): Promise<Response> => {
  const response = await world.call(user.email, path, init);
  if (!allowed.includes(response.status)) {
    world.leak(`${user.email} ${resource.name} ${what}: ${init.method ?? 'GET'} ${path} answered ${response.status}`);
  }
  return response;
};

/** A list, read, update and delete of a row the user must not reach: 403 or 404, never the row. */
const probeRow = async (probe: Probe, row: Row, why: string): Promise<void> => {
  const { world, resource, user } = probe;
  const item = `/api/${resource.name}/${String(row.id)}`;
  const listed = await expectStatus(
    probe,
    `${why} listed by id`,
    `/api/${resource.name}.json?id=${String(row.id)}`,
    {},
    [200, 403],
  );
  if (listed.status === 200 && (await json<unknown[]>(listed)).length > 0) {
    world.leak(`${user.email} ${resource.name}: lists ${why} row ${String(row.id)}`);
  }
  await expectStatus(probe, `${why} read`, item, {}, [403, 404]);
  await expectStatus(probe, `${why} update`, item, { method: 'PATCH', headers: PATCH, body: '{}' }, [403, 404]);
  await expectStatus(probe, `${why} delete`, item, { method: 'DELETE' }, [403, 404]);
};

/** The user's own list: only rows of schools in reach, of their own family, of themself. */
const probeList = async (probe: Probe, reach: Set<number>): Promise<void> => {
  const { world, resource, user, userId } = probe;
  const response = await expectStatus(probe, 'list', `/api/${resource.name}.json?pagination=false`, {}, [200, 403]);
  if (response.status !== 200 || user.superadmin) return;
  const rows = await json<Row[]>(response);
  // Read after the server's answer, from fresh lists: never older than what the server listed.
  const own =
    grantFor(resource.access.list, user.audience) === 'own'
      ? await ownIds(world, resource.name, userId, user.audience === 'teacher' ? 'teacher' : 'family', 0, true)
      : null;
  for (const row of rows) {
    const school = tenantOf(resource, row);
    const bad =
      (isTenanted(resource) && (school === undefined || !reach.has(school)) && 'another school') ||
      (resource.scope === 'user' && idOf(row[resource.userField ?? '']) !== userId && 'another user') ||
      (own !== null && !own.has(Number(row.id)) && 'another family');
    // The row itself beside the message: an intermittent leak is read from the CI log alone.
    if (bad)
      world.leak(
        `${user.email} ${resource.name}: lists row ${String(row.id)} of ${bad} ${JSON.stringify(row).slice(0, 400)}`,
      );
  }
};

/** Filters and headers naming a foreign school: 403. */
const probeNaming = async (probe: Probe, school: number): Promise<void> => {
  const { world, resource } = probe;
  const list = `/api/${resource.name}.json`;
  const tenant = resource.tenantField;
  if (tenant && tenant !== 'id' && resource.filters.includes(tenant)) {
    await expectStatus(probe, 'tenant filter', `${list}?${tenant}=${school}`, {}, [403]);
  }
  await expectStatus(probe, 'schoolId header', list, { headers: { schoolId: String(school) } }, [403]);
  const season = world.seasons.get(school);
  if (season !== undefined) {
    await expectStatus(probe, 'seasonId header', list, { headers: { seasonId: String(season) } }, [403]);
  }
};

/** 403, or 422 naming the field; a 422 about anything else proves nothing and is a skip. */
const refused = (probe: Probe, what: string, field: string, response: Response, body: Row): void => {
  const { world, resource, user } = probe;
  if (response.status === 403 || response.status === 404) return;
  if (response.status >= 200 && response.status < 300) {
    world.leak(`${user.email} ${resource.name} ${what}: accepted a reference to another school in ${field}`);
    return;
  }
  if (response.status !== 422) {
    world.leak(`${user.email} ${resource.name} ${what} ${field}: answered ${response.status}`);
    return;
  }
  const names = ((body.violations ?? []) as { propertyPath: string }[]).map((v) => v.propertyPath);
  if (!names.includes(field))
    world.skip(`${resource.name} ${what} ${field} as ${user.email}: 422 on ${names.join(',')}`);
};

/** References in bodies to a foreign school's records: never accepted, on create nor on update. */
const probeReferences = async (probe: Probe, school: number, home: number, mine: Row | undefined): Promise<void> => {
  const { world, resource, user } = probe;
  for (const [name, field] of Object.entries(resource.fields)) {
    const target = getResource(field.target ?? '');
    if (!isReference(field) || field.readOnly || !target || !isTenanted(target)) continue;
    const foreign = (await world.inSchool(target.name, school))[0];
    if (!foreign) {
      world.skip(`${resource.name}.${name}: no ${target.name} in school ${school} to refer to`);
      continue;
    }
    const value = field.kind === 'ref' ? `/api/${target.name}/${String(foreign.id)}` : Number(foreign.id);
    const created = await world.call(user.email, `/api/${resource.name}`, {
      method: 'POST',
      json: { ...(await sampleBody(world, resource, home)), [name]: value },
    });
    refused(probe, 'create', name, created, created.status === 422 ? await json(created) : {});
    if (!mine) continue;
    const updated = await world.call(user.email, `/api/${resource.name}/${String(mine.id)}`, {
      method: 'PATCH',
      headers: PATCH,
      body: JSON.stringify({ [name]: value }),
    });
    refused(probe, 'update', name, updated, updated.status === 422 ? await json(updated) : {});
  }
};

/** Every probe of one resource as one user. */
export const probeResource = async (probe: Probe): Promise<void> => {
  const { world, resource, user, userId, size } = probe;
  const reach = new Set(world.schoolIds(user.reach));
  await probeList(probe, reach);
  if (user.superadmin) return;
  const home = world.schools.get(user.home) ?? -1;
  const foreign = world
    .schoolIds(PREFERENCE)
    .filter((id) => !reach.has(id))
    .slice(0, size.schools);
  for (const school of foreign) {
    if (isTenanted(resource)) {
      await probeNaming(probe, school);
      const rows = (await world.inSchool(resource.name, school)).slice(0, size.records);
      if (rows.length === 0) world.skip(`${resource.name}: no record in school ${school}`);
      for (const row of rows) await probeRow(probe, row, 'another school');
    }
    const mine = isTenanted(resource)
      ? (await world.inSchool(resource.name, home))[0]
      : resource.scope === 'user'
        ? (await world.list(resource.name)).find((row) => idOf(row[resource.userField ?? '']) === userId)
        : undefined;
    await probeReferences(probe, school, home, mine);
  }
  // Another family's rows, or another user's, in the user's own school.
  const own =
    grantFor(resource.access.read, user.audience) === 'own'
      ? await ownIds(world, resource.name, userId, user.audience === 'teacher' ? 'teacher' : 'family')
      : null;
  const rows = isTenanted(resource) ? await world.inSchool(resource.name, home) : await world.list(resource.name);
  const others = rows.filter((row) =>
    resource.scope === 'user'
      ? idOf(row[resource.userField ?? '']) !== userId
      : own !== null && !own.has(Number(row.id)),
  );
  for (const row of others.slice(0, size.records)) {
    await probeRow(probe, row, resource.scope === 'user' ? 'another user' : 'another family');
  }
};
