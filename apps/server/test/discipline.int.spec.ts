/**
 * Discipline (issue 33, part 3; docs/discipline.md) over HTTP as the demo users: a whole incident
 * in one idempotent transaction, the parents told without another student's name, the points
 * of a season, and who reads what: staff everything of their school, a teacher the incidents
 * they reported, a family their own child's part only (no other student, no internal
 * description), another school nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
interface Student {
  id: number;
  name: string;
  lastName: string;
  school: string;
}
let deniz: Student;
let victim: Student;
let fightCode: { id: number; title: string; defaultPoints: number };
let lateCode: { id: number };

beforeAll(async () => {
  server = await startServer();
  for (const person of ['school', 'school2', 'teacher', 'parent', 'student', 'admin'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  const family = await json<Student[]>(
    await server.call('/api/students.json?pagination=false', { token: tokens.parent }),
  );
  deniz = family.find((row) => row.name === 'Deniz')!;
  const school = await json<Student[]>(
    await server.call(`/api/students.json?school=${deniz.school}&itemsPerPage=40`, { token: tokens.school }),
  );
  victim = school.find((row) => !family.some((own) => own.id === row.id))!;
  const codes = await json<{ id: number; code: string; title: string; defaultPoints: number }[]>(
    await server.call(`/api/discipline_codes.json?school=${deniz.school}`, { token: tokens.school }),
  );
  fightCode = codes.find((code) => code.code === 'FIGHT')!;
  lateCode = codes.find((code) => code.code === 'LATE')!;
});
afterAll(async () => {
  await server.close();
});

const record = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  server.call('/api/discipline_incidents/record', { method: 'POST', token, json: body, headers });

const fight = (suspension: { startDate: string; endDate: string }) => ({
  occurredAt: '2026-11-26 12:30',
  place: 'Schoolyard',
  description: `${victim.name} was pushed to the ground.`,
  descriptionInternal: true,
  code: fightCode.id,
  students: [
    {
      studentId: deniz.id,
      role: 'instigator',
      notifyParents: true,
      actions: [{ actionKind: 'suspension', ...suspension }],
    },
    { studentId: victim.id, role: 'victim' },
  ],
});

const count = async (table: string): Promise<number> =>
  Number((await server.sql(`select count(*)::int as n from ${table}`))[0]!.n);

describe('discipline', () => {
  let incidentId = 0;

  it('demo data: the codes of the school and incidents of the autumn with a suspension', async () => {
    expect(fightCode).toMatchObject({ title: 'Fighting', defaultPoints: 10 });
    const incidents = await json<unknown[]>(
      await server.call('/api/discipline_incidents.json?pagination=false', { token: tokens.school }),
    );
    expect(incidents.length).toBeGreaterThanOrEqual(5);
    const suspensions = await json<unknown[]>(
      await server.call('/api/discipline_actions.json?actionKind=suspension', { token: tokens.school }),
    );
    expect(suspensions.length).toBeGreaterThanOrEqual(1);
  });

  it('a suspension ending before it starts is 422 on its endDate, and nothing is kept', async () => {
    const before = await count('discipline_incidents');
    const refused = await record(tokens.school!, fight({ startDate: '2026-11-30', endDate: '2026-11-27' }));
    expect(refused.status).toBe(422);
    expect(violationPaths(await json(refused))).toEqual(['students[0].actions[0].endDate']);
    expect(await count('discipline_incidents')).toBe(before);
    expect(await count('incident_students where incident not in (select id from discipline_incidents)')).toBe(0);
  });

  it('staff record an incident with two students and a suspension in one call, once per key', async () => {
    const before = await count('discipline_incidents');
    const body = fight({ startDate: '2026-11-30', endDate: '2026-12-01' });
    const key = { 'Idempotency-Key': 'discipline-fight-1' };
    const first = await record(tokens.school!, body, key);
    expect(first.status).toBe(201);
    const answer = await json<{ id: number; notified: number }>(first);
    expect(answer.notified).toBe(1);
    incidentId = answer.id;
    const again = await record(tokens.school!, body, key);
    expect(again.status).toBe(201);
    expect(await json(again)).toEqual(answer);
    expect(await count('discipline_incidents')).toBe(before + 1);

    const sheet = await json<{
      reportedBy: string;
      students: { name: string; role: string; points: number; actions: { actionKind: string }[] }[];
    }>(await server.call(`/api/discipline_incidents/${incidentId}/sheet`, { token: tokens.school }));
    expect(sheet.students).toEqual([
      expect.objectContaining({
        name: 'Deniz Öğrenci',
        role: 'instigator',
        points: 10,
        actions: [expect.objectContaining({ actionKind: 'suspension' })],
      }),
      expect.objectContaining({ name: `${victim.name} ${victim.lastName}`, role: 'victim', points: 0, actions: [] }),
    ]);
  });

  it("the instigator's parents are told the code and date, never the victim's name", async () => {
    const mine = await json<{ kind: string; title: string; body: string }[]>(
      await server.call('/api/notifications.json?kind=discipline', { token: tokens.parent }),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('A school incident involving Deniz Öğrenci');
    // The date as the family's language writes it, never the ISO digits.
    expect(mine[0]!.body).toContain('Nov 26, 2026');
    expect(mine[0]!.body).not.toContain('2026-11-26');
    // What the school decided, with the days the child stays home.
    expect(mine[0]!.body).toContain('The school decided: Suspension from Nov 30, 2026 to Dec 1, 2026.');
    expect(mine[0]!.body).toContain('Fighting');
    expect(mine[0]!.body).toContain('instigator');
    expect(`${mine[0]!.title} ${mine[0]!.body}`).not.toContain(victim.name);
    expect(`${mine[0]!.title} ${mine[0]!.body}`).not.toContain('pushed');
  });

  it("a family reads their child's part only: no other student, no internal description", async () => {
    const response = await server.call(`/api/students/${deniz.id}/discipline`, { token: tokens.parent });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(victim.name);
    expect(text).not.toContain(victim.lastName);
    const timeline = JSON.parse(text) as {
      entries: { kind: string; id: number; role?: string; description?: string | null; actions?: unknown[] }[];
      points: { points: number }[];
    };
    const fightEntry = timeline.entries.find((entry) => entry.kind === 'incident' && entry.id === incidentId);
    expect(fightEntry).toMatchObject({ role: 'instigator', description: null });
    expect(fightEntry?.actions).toEqual([
      expect.objectContaining({
        actionKind: 'suspension',
        startDate: '2026-11-30',
        endDate: '2026-12-01',
        followUp: null,
      }),
    ]);
    // The behaviour notes keep their own route and show in the same timeline.
    const notes = await json<unknown[]>(
      await server.call(`/api/student_behaviours.json?studentId=${deniz.id}`, { token: tokens.parent }),
    );
    expect(timeline.entries.filter((entry) => entry.kind === 'behaviour_note')).toHaveLength(notes.length);
    expect(notes.length).toBeGreaterThan(0);
    // Points of the season, summed by the database: the demo's witness part (0) and this fight (10).
    expect(timeline.points).toEqual([expect.objectContaining({ points: 10 })]);
    // The student reads the same; staff read the description.
    const own = await json<{ entries: { id: number; description?: string | null }[] }>(
      await server.call(`/api/students/${deniz.id}/discipline`, { token: tokens.student }),
    );
    expect(own.entries.find((entry) => entry.id === incidentId)?.description).toBeNull();
    const staffView = await json<{ entries: { id: number; description?: string | null }[] }>(
      await server.call(`/api/students/${deniz.id}/discipline`, { token: tokens.school }),
    );
    expect(staffView.entries.find((entry) => entry.id === incidentId)?.description).toContain('pushed');
  });

  it('a family reads no incident itself, nor another child, nor the other rows of an incident', async () => {
    for (const path of [
      `/api/discipline_incidents/${incidentId}`,
      `/api/discipline_incidents/${incidentId}/sheet`,
      '/api/discipline_incidents.json',
      '/api/discipline_actions.json',
    ])
      expect((await server.call(path, { token: tokens.parent })).status, path).toBe(403);
    expect((await server.call(`/api/students/${victim.id}/discipline`, { token: tokens.parent })).status).toBe(404);
    const rows = await json<{ studentId: number }[]>(
      await server.call(`/api/incident_students.json?incident=${incidentId}`, { token: tokens.parent }),
    );
    expect(rows.map((row) => row.studentId)).toEqual([deniz.id]);
  });

  it('a teacher reports an incident about their students, and reads only the ones they reported', async () => {
    const refused = await record(tokens.teacher!, {
      occurredAt: '2026-11-27 08:55',
      code: lateCode.id,
      students: [{ studentId: victim.id, role: 'instigator', points: 4 }],
    });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json(refused))).toEqual(['students[0].points']);
    const reported = await record(tokens.teacher!, {
      occurredAt: '2026-11-27 08:55',
      place: 'Classroom H101',
      code: lateCode.id,
      students: [{ studentId: victim.id, role: 'instigator' }],
    });
    expect(reported.status).toBe(201);
    const { id } = await json<{ id: number }>(reported);
    expect((await server.call(`/api/discipline_incidents/${id}/sheet`, { token: tokens.teacher })).status).toBe(200);
    expect((await server.call(`/api/discipline_incidents/${incidentId}/sheet`, { token: tokens.teacher })).status).toBe(
      404,
    );
    const list = await json<{ id: number }[]>(
      await server.call('/api/discipline_incidents.json?pagination=false', { token: tokens.teacher }),
    );
    expect(list.map((row) => row.id)).toContain(id);
    expect(list.map((row) => row.id)).not.toContain(incidentId);
    // A teacher decides no action.
    const withAction = await record(tokens.teacher!, {
      occurredAt: '2026-11-27 09:00',
      code: lateCode.id,
      students: [{ studentId: victim.id, role: 'instigator', actions: [{ actionKind: 'warning' }] }],
    });
    expect(withAction.status).toBe(403);
  });

  it('another school reads nothing and may not use this school’s codes', async () => {
    expect((await server.call(`/api/discipline_incidents/${incidentId}/sheet`, { token: tokens.school2 })).status).toBe(
      404,
    );
    expect((await server.call(`/api/students/${deniz.id}/discipline`, { token: tokens.school2 })).status).toBe(404);
    const foreign = await record(tokens.school2!, fight({ startDate: '2026-11-30', endDate: '2026-12-01' }));
    expect(foreign.status).toBe(422);
    expect(violationPaths(await json(foreign))).toEqual(['code']);
  });

  it('the report counts incidents, students and points by code, grade level and month', async () => {
    const response = await server.call(`/api/reports/discipline/table?school=${deniz.school.split('/').pop()}`, {
      token: tokens.school,
    });
    expect(response.status).toBe(200);
    const table = await json<{ columns: string[]; rows: string[][] }>(response);
    expect(table.columns).toEqual([
      'fields.code',
      'fields.title',
      'fields.gradeLevel',
      'reports.month',
      'reports.incidents',
      'reports.students',
      'reports.discipline_points',
    ]);
    const fights = table.rows.filter((row) => row[0] === 'FIGHT' && row[3] === '2026-11');
    const points = fights.reduce((sum, row) => sum + Number(row[6]), 0);
    // The demo's fight (10 + 10 for its instigator and participant) and this one (10).
    expect(points).toBe(30);
    const csv = await server.call(`/api/reports/discipline/export?format=csv`, { token: tokens.school });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('FIGHT');
  });
});
