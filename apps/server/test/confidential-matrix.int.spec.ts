/**
 * The policy matrix of the confidential areas (issue 33, "Done when"), generated from the
 * declarations: every resource that puts its reads on the audit trail (`auditReads`: the health
 * records, the counsellors' notes, ...) is listed, and one of its rows read, by every demo user.
 * - Teachers, plain school staff (the cashier's kind), the other school's staff, campus and
 *   headquarters staff without the duty, and the other duties (librarian, warden, escort) read 0
 *   rows and no item.
 * - The duty of one area reads nothing of another (the nurse no counselling note, the counsellor
 *   no health record).
 * - A family reads only its own children's rows.
 * - Whoever reads a row finds that read on the audit trail under their name.
 * A confidential resource of an area this file does not know fails it, so the next one is walked.
 */
import { resourceModules, type Resource } from '@kampus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/** The confidential resources, by area (the module's folder). */
const AREAS = resourceModules
  .map((module) => ({ area: module.labels, resources: module.resources.filter((r: Resource) => r.auditReads) }))
  .filter((entry) => entry.resources.length > 0);

/** The demo user holding each area's duty. */
const DUTY: Readonly<Record<string, string>> = { health: 'nurse', guidance: 'counsellor' };

/** No reach to any confidential row: staff without an area's duty, of this school, another, above. */
const OUTSIDERS = ['teacher', 'school', 'school2', 'campus', 'hq', 'librarian', 'warden', 'escort'] as const;
const FAMILIES = ['parent', 'student'] as const;
const EVERYONE = ['admin', ...OUTSIDERS, ...FAMILIES, ...Object.values(DUTY)];

let server: TestServer;
const tokens: Record<string, string> = {};
/** The students each family member may read about: the parent's children, the student themself. */
const ownStudents: Record<string, Set<number>> = {};
let highSchool = 0;

type Row = { id: number; school?: string; student?: string };

const list = async (who: string, resource: string) => {
  const response = await server.call(`/api/${resource}.json?pagination=false`, { token: tokens[who] });
  expect([200, 403], `${who} lists ${resource}`).toContain(response.status);
  return response.status === 200 ? json<Row[]>(response) : [];
};

const idFromIri = (iri: string | undefined): number => Number(String(iri).split('/').pop());

/** The row ids this user's reads of this resource put on the audit trail. */
const audited = async (who: string, resource: string): Promise<Set<number>> => {
  const entries = await server.sql(
    `select a.after from audit_logs a join users u on u.id = a.user_id
     where a.action = 'read' and a.resource = '${resource}' and u.email = '${who}@kampus.test'`,
  );
  return new Set(entries.flatMap((entry) => (entry.after as { ids?: number[] } | null)?.ids ?? []));
};

beforeAll(async () => {
  server = await startServer();
  for (const who of EVERYONE) tokens[who] = (await server.login(`${who}@kampus.test`)).token;
  for (const who of FAMILIES) {
    const mine = await json<Row[]>(await server.call('/api/students.json?pagination=false', { token: tokens[who] }));
    ownStudents[who] = new Set(mine.map((student) => student.id));
  }
  const [high] = await server.sql(`select id from schools where title = 'Demo High School'`);
  highSchool = Number(high?.id);
});
afterAll(async () => {
  await server.close();
});

it('knows the duty of every area holding confidential resources', () => {
  expect(AREAS.map((entry) => entry.area).sort()).toEqual(Object.keys(DUTY).sort());
});

for (const { area, resources } of AREAS) {
  describe(`${area}: ${resources.map((resource) => resource.name).join(', ')}`, () => {
    for (const { name } of resources) {
      it(`${name}: read by its readers only, each read on the audit trail`, async () => {
        // Demo data holds rows of every confidential resource: a walk of nothing proves nothing.
        const all = await list('admin', name);
        expect(all.length, `demo rows of ${name}`).toBeGreaterThan(0);
        const probe = all[0]!.id;

        const others = Object.entries(DUTY).filter(([other]) => other !== area);
        for (const who of [...OUTSIDERS, ...others.map(([, duty]) => duty)]) {
          expect(await list(who, name), `${who} lists ${name}`).toEqual([]);
          const item = await server.call(`/api/${name}/${probe}`, { token: tokens[who] });
          expect([403, 404], `${who} reads ${name} ${probe}`).toContain(item.status);
        }

        for (const who of FAMILIES) {
          const rows = await list(who, name);
          for (const row of rows) {
            expect(ownStudents[who]!.has(idFromIri(row.student)), `${who} reads ${name} ${row.id}`).toBe(true);
          }
        }

        // The area's duty reads rows of her own school only.
        const duty = DUTY[area]!;
        const dutyRows = await list(duty, name);
        expect(dutyRows.length, `${duty} reads ${name}`).toBeGreaterThan(0);
        for (const row of dutyRows) {
          if (row.school !== undefined) expect(idFromIri(row.school), `${name} ${row.id}'s school`).toBe(highSchool);
        }

        // Every row anyone read is on the trail under their name.
        for (const who of ['admin', duty, ...FAMILIES]) {
          const rows = who === 'admin' ? all : await list(who, name);
          const trail = await audited(who, name);
          for (const row of rows) expect(trail.has(row.id), `${who}'s read of ${name} ${row.id} audited`).toBe(true);
        }
      });
    }
  });
}
