/**
 * Guidance and counselling (issue 33, part 1; docs/guidance.md) as its clients see it: for every
 * confidential resource, the teacher, plain staff (a cashier), the nurse (another duty), another
 * school, headquarters without the duty and the families read 0 rows; the counsellor reads her
 * school's, each read on the audit trail with the values redacted; a duty reaches only its
 * schools, the guidance lead at headquarters the group's; a teacher refers a student, sees the
 * status of their own referrals and never a follow-up; the student's teachers read the
 * accommodations, never the plan's notes; bad input is 422 on its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, violationPaths, type TestServer } from './harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids = { high: 0, middle: 0, planned: 0, referred: 0, deniz: 0, middleStudent: 0, school2: 0, hq: 0 };

/** The resources holding a counsellor's confidential notes: no one but counsellors reads them. */
const CONFIDENTIAL = [
  'counselling_sessions',
  'referral_follow_ups',
  'support_plans',
  'plan_reviews',
  'career_records',
  'university_applications',
] as const;

/** Everyone who is not a counsellor: a teacher, a cashier, the nurse, another school, headquarters, the families. */
const OUTSIDERS = ['teacher', 'school', 'nurse', 'school2', 'hq', 'parent', 'student'] as const;

const idOf = async (query: string): Promise<number> => {
  const [row] = await server.sql(query);
  return Number(row?.id);
};

beforeAll(async () => {
  server = await startServer();
  for (const person of ['admin', 'hq', 'school', 'school2', 'teacher', 'parent', 'student', 'nurse', 'counsellor'])
    tokens[person] = (await server.login(`${person}@kampus.test`)).token;
  ids.high = await idOf(`select id from schools where title = 'Demo High School'`);
  ids.middle = await idOf(`select id from schools where title = 'Demo Middle School'`);
  ids.planned = await idOf(`select id from students where student_number = 'H0002'`);
  ids.referred = await idOf(`select id from students where student_number = 'H0007'`);
  ids.deniz = await idOf(`select id from students where name = 'Deniz' and last_name = 'Öğrenci'`);
  ids.middleStudent = await idOf(`select id from students where school_id = ${ids.middle} order by id limit 1`);
  ids.school2 = await idOf(`select id from users where email = 'school2@kampus.test'`);
  ids.hq = await idOf(`select id from users where email = 'hq@kampus.test'`);
});
afterAll(async () => {
  await server.close();
});

type Row = { id: number; student: string } & Record<string, unknown>;

const list = async (who: string, resource: string, query = '') => {
  const response = await server.call(`/api/${resource}.json?pagination=false${query}`, { token: tokens[who] });
  const rows = response.status === 200 ? await json<Row[]>(response) : [];
  return { status: response.status, rows };
};

const post = (who: string, resource: string, body: Record<string, unknown>) =>
  server.call(`/api/${resource}`, { method: 'POST', token: tokens[who], json: body });

const patch = (who: string, resource: string, id: number, body: Record<string, unknown>) =>
  server.call(`/api/${resource}/${id}`, {
    method: 'PATCH',
    token: tokens[who],
    headers: { 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify(body),
  });

const studentOf = (row: Row): number => Number(row.student.split('/').pop());

describe('confidential notes: counsellors only, every read audited', () => {
  for (const resource of CONFIDENTIAL) {
    it(`${resource}: 0 rows for every audience without the duty`, async () => {
      for (const who of OUTSIDERS) {
        const { status, rows } = await list(who, resource);
        expect(status, `${who} lists ${resource}`).toBe(403);
        expect(rows, `${who} reads ${resource}`).toHaveLength(0);
      }
    });

    it(`${resource}: the counsellor reads her school's rows, each on the audit trail; an item is 403 to others`, async () => {
      const mine = await list('counsellor', resource);
      expect(mine.status).toBe(200);
      expect(mine.rows.length).toBeGreaterThan(0);
      const entries = await server.sql(
        `select a.after from audit_logs a join users u on u.id = a.user_id
         where a.action = 'read' and a.resource = '${resource}' and u.email = 'counsellor@kampus.test'`,
      );
      const audited = new Set(entries.flatMap((entry) => (entry.after as { ids: number[] }).ids));
      for (const row of mine.rows) expect(audited.has(row.id), `${resource} ${row.id} audited`).toBe(true);
      const first = mine.rows[0];
      if (!first) return;
      expect((await server.call(`/api/${resource}/${first.id}`, { token: tokens.counsellor })).status).toBe(200);
      for (const who of ['teacher', 'school', 'nurse']) {
        expect((await server.call(`/api/${resource}/${first.id}`, { token: tokens[who] })).status).toBe(403);
      }
    });
  }

  it('no session note, follow-up or plan note reaches an outsider by any list', async () => {
    for (const who of OUTSIDERS) {
      for (const resource of [...CONFIDENTIAL, 'guidance_referrals', 'plan_accommodations']) {
        const text = await (await server.call(`/api/${resource}.json`, { token: tokens[who] })).text();
        for (const secret of ['dyslexia', 'Dyslexia', 'parents separated', 'family situation']) {
          expect(text, `${who} ${resource}`).not.toContain(secret);
        }
      }
    }
  });

  it('the trail says a note was written and changed, never what it says', async () => {
    const created = await post('counsellor', 'counselling_sessions', {
      school: ids.high,
      student: ids.deniz,
      sessionDate: '2026-11-27',
      sessionKind: 'personal',
      sessionNotes: 'Worried-4412 about exams',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const session = await json<{ id: number; counsellor: string }>(created);
    expect(session.counsellor).toMatch(/\/users\/\d+$/);
    expect(
      (await patch('counsellor', 'counselling_sessions', session.id, { sessionNotes: 'Calmer-4412' })).status,
    ).toBe(200);
    const trail = await server.call(`/api/audit_logs.json?resource=counselling_sessions&recordId=${session.id}`, {
      token: tokens.hq,
    });
    expect(trail.status).toBe(200);
    const text = JSON.stringify(await json(trail));
    expect(text).toContain('sessionNotes');
    for (const value of ['Worried-4412', 'Calmer-4412', 'personal', '2026-11-27']) expect(text).not.toContain(value);
  });
});

describe('a duty reaches the schools it is held at', () => {
  it('a counsellor at the middle school reads no high school note, and writes none there', async () => {
    const granted = await post('admin', 'staff_duties', { school: ids.middle, user: ids.school2, duty: 'counsellor' });
    expect(granted.status, await granted.clone().text()).toBe(201);
    const { status, rows } = await list('school2', 'counselling_sessions');
    expect(status).toBe(200);
    expect(rows).toHaveLength(0);
    const theirs = (await list('counsellor', 'support_plans')).rows[0];
    expect((await server.call(`/api/support_plans/${theirs?.id}`, { token: tokens.school2 })).status).toBe(404);
    const written = await post('school2', 'counselling_sessions', {
      school: ids.high,
      student: ids.deniz,
      sessionDate: '2026-11-27',
      sessionKind: 'academic',
    });
    expect(written.status).toBe(422);
    expect(violationPaths(await json(written))).toContain('school');
  });

  it('headquarters’ guidance lead reads every school of the group', async () => {
    const group = await idOf(`select id from schools where title = 'Demo Education Group'`);
    const granted = await post('admin', 'staff_duties', { school: group, user: ids.hq, duty: 'guidance_lead' });
    expect(granted.status, await granted.clone().text()).toBe(201);
    const { status, rows } = await list('hq', 'support_plans');
    expect(status).toBe(200);
    expect(rows.some((row) => studentOf(row) === ids.planned)).toBe(true);
    const reads = await server.sql(
      `select count(*)::int as n from audit_logs a where a.action = 'read' and a.resource = 'support_plans' and a.user_id = ${ids.hq}`,
    );
    expect(Number(reads[0]?.n)).toBeGreaterThan(0);
  });
});

describe('a teacher refers a student; the counsellor accepts and follows up', () => {
  it('the referral starts open with the teacher and today; its status is not theirs to set', async () => {
    const refused = await post('teacher', 'guidance_referrals', {
      school: ids.high,
      student: ids.referred,
      referralReason: 'Cries in breaks',
      referralStatus: 'closed',
    });
    expect(refused.status).toBe(422);
    expect(violationPaths(await json(refused))).toContain('referralStatus');
    const empty = await post('teacher', 'guidance_referrals', { school: ids.high, student: ids.referred });
    expect(empty.status).toBe(422);
    expect(violationPaths(await json(empty))).toContain('referralReason');
    const elsewhere = await post('teacher', 'guidance_referrals', {
      school: ids.high,
      student: ids.middleStudent,
      referralReason: 'Not my student',
    });
    expect(elsewhere.status).toBe(422);
    const count = await server.sql(
      `select count(*)::int as n from guidance_referrals where referral_reason = 'Not my student'`,
    );
    expect(Number(count[0]?.n)).toBe(0);
  });

  it('the teacher sees the status of their own referrals only, never a follow-up', async () => {
    const created = await post('teacher', 'guidance_referrals', {
      school: ids.high,
      student: ids.referred,
      referralReason: 'Cries in breaks, eats alone',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const referral = await json<{ id: number; referralStatus: string; referredBy: string; referredOn: string }>(
      created,
    );
    expect(referral.referralStatus).toBe('open');
    expect(referral.referredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Another's referral (the counsellor's own) is not the teacher's.
    const counsellors = await post('counsellor', 'guidance_referrals', {
      school: ids.high,
      student: ids.referred,
      referralReason: 'Seen by the counsellor herself',
    });
    expect(counsellors.status).toBe(201);
    const other = await json<{ id: number }>(counsellors);
    const teachers = await list('teacher', 'guidance_referrals');
    expect(teachers.status).toBe(200);
    expect(teachers.rows.some((row) => row.id === referral.id)).toBe(true);
    expect(teachers.rows.some((row) => row.id === other.id)).toBe(false);
    expect((await server.call(`/api/guidance_referrals/${other.id}`, { token: tokens.teacher })).status).toBe(404);
    // The teacher may not move it on; the counsellor accepts it and writes a follow-up.
    expect((await patch('teacher', 'guidance_referrals', referral.id, { referralStatus: 'closed' })).status).toBe(403);
    const accepted = await patch('counsellor', 'guidance_referrals', referral.id, { referralStatus: 'accepted' });
    expect(accepted.status).toBe(200);
    const followed = await post('counsellor', 'referral_follow_ups', {
      school: ids.high,
      referral: referral.id,
      student: ids.referred,
      followedUpOn: '2026-11-30',
      followUpNote: 'Bullied-9921 at the bus stop',
    });
    expect(followed.status, await followed.clone().text()).toBe(201);
    const seen = await server.call(`/api/guidance_referrals/${referral.id}`, { token: tokens.teacher });
    expect(seen.status).toBe(200);
    const text = await seen.text();
    expect(JSON.parse(text)).toMatchObject({ referralStatus: 'accepted' });
    expect(text).not.toContain('Bullied-9921');
    expect((await list('teacher', 'referral_follow_ups')).rows).toHaveLength(0);
    // A follow-up names the referral's own student.
    const mismatched = await post('counsellor', 'referral_follow_ups', {
      school: ids.high,
      referral: referral.id,
      student: ids.deniz,
      followedUpOn: '2026-11-30',
      followUpNote: 'Wrong student',
    });
    expect(mismatched.status).toBe(422);
    expect(violationPaths(await json(mismatched))).toContain('referral');
  });

  it('a follow-up names its referral by student and day, and refuses another student’s referral in words', async () => {
    const created = await post('counsellor', 'guidance_referrals', {
      school: ids.high,
      student: ids.referred,
      referralReason: 'Seen crying at lunch',
    });
    expect(created.status).toBe(201);
    const referral = await json<{ id: number; referredOn: string }>(created);
    const [student] = await server.sql(`select name || ' ' || last_name as n from students where id = ${ids.referred}`);
    const name = String(student?.n);
    // Another student's referral: 422 on `referral`, saying so in the reader's language, not "does not exist".
    const wrong = await server.call('/api/referral_follow_ups', {
      method: 'POST',
      token: tokens.counsellor,
      headers: { 'accept-language': 'tr' },
      json: {
        school: ids.high,
        referral: referral.id,
        student: ids.deniz,
        followedUpOn: '2026-12-01',
        followUpNote: 'x',
      },
    });
    expect(wrong.status).toBe(422);
    const problem = await json<{ violations: { propertyPath: string; message: string; code: string }[] }>(wrong);
    expect(problem.violations).toContainEqual({
      propertyPath: 'referral',
      code: 'validation.other_student',
      message: 'Seçilen kayıt başka bir öğrenciye ait.',
    });
    const saved = await post('counsellor', 'referral_follow_ups', {
      school: ids.high,
      referral: referral.id,
      student: ids.referred,
      followedUpOn: '2026-12-01',
      followUpNote: 'Talked it through',
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const followUp = await json<{ id: number }>(saved);
    // Moving the follow-up to another student leaves its referral another's: refused the same way.
    const moved = await patch('counsellor', 'referral_follow_ups', followUp.id, { student: ids.deniz });
    expect(moved.status).toBe(422);
    expect((await json<{ violations: { code: string }[] }>(moved)).violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'referral', code: 'validation.other_student' }),
    );
    // Read back, the referral is named by its student and day, in the reader's language (English
    // last: the counsellor's calls record her language, which her later notices are written in).
    const day = (language: string) =>
      new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(referral.referredOn),
      );
    for (const language of ['tr', 'en']) {
      const read = await server.call(`/api/referral_follow_ups/${followUp.id}`, {
        token: tokens.counsellor,
        headers: { 'accept-language': language },
      });
      const item = await json<{ refNames: Record<string, string> }>(read);
      expect(item.refNames.referral).toBe(`${name} · ${day(language)}`);
    }
    // The picker's options (the referrals of the chosen student) name the student too.
    const options = await list('counsellor', 'guidance_referrals', `&student=${ids.referred}`);
    expect(options.rows).toAllSatisfy((row) => studentOf(row) === ids.referred);
    expect(options.rows.find((row) => row.id === referral.id)?.refNames).toMatchObject({ student: name });
  });

  it('the counsellors hear of a new referral without its reason; the teacher hears it was accepted, then closed', async () => {
    const notices = async (who: string) =>
      json<{ title: string; body: string; link: string }[]>(
        await server.call('/api/notifications.json?pagination=false&kind=guidance_referral&order[id]=desc', {
          token: tokens[who],
        }),
      );
    const counsellorBefore = (await notices('counsellor')).length;
    const created = await post('teacher', 'guidance_referrals', {
      school: ids.high,
      student: ids.referred,
      referralReason: 'Secret-7731: falls asleep in class',
    });
    expect(created.status).toBe(201);
    const referral = await json<{ id: number }>(created);
    const [name] = await server.sql(`select name || ' ' || last_name as n from students where id = ${ids.referred}`);
    const [teacherName] = await server.sql(
      `select name || ' ' || last_name as n from users where email = 'teacher@kampus.test'`,
    );
    const told = await notices('counsellor');
    expect(told).toHaveLength(counsellorBefore + 1);
    expect(told[0]).toMatchObject({
      title: `A new referral: ${String(name?.n)}`,
      link: `/guidance/referrals/${referral.id}`,
    });
    expect(told[0]!.body).toContain(String(teacherName?.n));
    expect(JSON.stringify(told)).not.toContain('Secret-7731');
    // Nobody else of the school hears of it: not plain staff, not the nurse.
    for (const who of ['school', 'nurse']) expect(await notices(who)).toEqual([]);

    const teacherBefore = (await notices('teacher')).length;
    expect((await patch('counsellor', 'guidance_referrals', referral.id, { referralStatus: 'accepted' })).status).toBe(
      200,
    );
    // A change that leaves the status as it was tells nobody again.
    expect((await patch('counsellor', 'guidance_referrals', referral.id, { referralStatus: 'accepted' })).status).toBe(
      200,
    );
    expect((await patch('counsellor', 'guidance_referrals', referral.id, { referralStatus: 'closed' })).status).toBe(
      200,
    );
    const teacherTold = await notices('teacher');
    expect(teacherTold).toHaveLength(teacherBefore + 2);
    expect(teacherTold.slice(0, 2).map((notice) => notice.body)).toEqual([
      expect.stringContaining('closed your referral'),
      expect.stringContaining('accepted your referral'),
    ]);
    expect(JSON.stringify(teacherTold)).not.toContain('Secret-7731');
  });

  it('the demo’s referrals reached the counsellor naming the teacher who made them and the day', async () => {
    const seeded = await server.sql(
      `select r.id, to_char(r.referred_on, 'YYYY-MM-DD') as day from guidance_referrals r
       join users u on u.id = r.referred_by_id
       where u.email = 'teacher@kampus.test' and r.referral_reason like 'Falls asleep in class%'`,
    );
    expect(seeded).toHaveLength(1);
    const [teacherName] = await server.sql(
      `select name || ' ' || last_name as n from users where email = 'teacher@kampus.test'`,
    );
    const notices = await json<{ body: string; link: string }[]>(
      await server.call('/api/notifications.json?pagination=false&kind=guidance_referral', {
        token: tokens.counsellor,
      }),
    );
    const told = notices.find((notice) => notice.link === `/guidance/referrals/${String(seeded[0]?.id)}`);
    expect(told?.body).toContain(String(teacherName?.n));
    expect(String(seeded[0]?.day)).toBe('2026-11-25');
  });

  it('plain staff, the nurse, the families and another school read no referral', async () => {
    for (const who of ['school', 'nurse', 'parent', 'student'] as const) {
      const { status, rows } = await list(who, 'guidance_referrals');
      expect(status, who).toBe(403);
      expect(rows).toHaveLength(0);
    }
    // The middle school's counsellor (her duty granted above) reads none of the high school's.
    expect((await list('school2', 'guidance_referrals')).rows).toHaveLength(0);
  });
});

describe('support plans and the accommodations teachers see', () => {
  it('the student’s teacher reads the accommodations, never the plan’s goals or notes', async () => {
    const { status, rows } = await list('teacher', 'plan_accommodations', `&student=${ids.planned}`);
    expect(status).toBe(200);
    expect(rows.map((row) => row.accommodationKind)).toEqual(
      expect.arrayContaining(['extra_exam_time', 'preferential_seating']),
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Dyslexia');
    expect(text).not.toContain('psychologist');
    // Writing one is the counsellor's.
    const plan = (await list('counsellor', 'support_plans', `&student=${ids.planned}`)).rows[0];
    expect(plan).toBeDefined();
    const written = await post('teacher', 'plan_accommodations', {
      school: ids.high,
      plan: plan?.id,
      student: ids.planned,
      accommodationKind: 'rest_breaks',
    });
    expect(written.status).toBe(403);
  });

  it('plain staff, the nurse, the families and another school read no accommodation', async () => {
    for (const who of ['school', 'nurse', 'parent', 'student'] as const) {
      const { status, rows } = await list(who, 'plan_accommodations');
      expect(status, who).toBe(403);
      expect(rows).toHaveLength(0);
    }
    expect((await list('school2', 'plan_accommodations')).rows).toHaveLength(0);
  });

  it('opens a plan with an accommodation; 422 on the field for bad input, nothing half-saved', async () => {
    const noGoals = await post('counsellor', 'support_plans', {
      school: ids.high,
      student: ids.referred,
      planStart: '2026-12-01',
    });
    expect(noGoals.status).toBe(422);
    expect(violationPaths(await json(noGoals))).toContain('planGoals');
    const created = await post('counsellor', 'support_plans', {
      school: ids.high,
      student: ids.referred,
      planGoals: 'Settle into breaks with a buddy',
      planNotes: 'Anxious-5510 after the move',
      planStart: '2026-12-01',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const plan = await json<{ id: number; planStatus: string }>(created);
    expect(plan.planStatus).toBe('active');
    const badKind = await post('counsellor', 'plan_accommodations', {
      school: ids.high,
      plan: plan.id,
      student: ids.referred,
      accommodationKind: 'free_pass',
    });
    expect(badKind.status).toBe(422);
    expect(violationPaths(await json(badKind))).toContain('accommodationKind');
    const otherStudent = await post('counsellor', 'plan_accommodations', {
      school: ids.high,
      plan: plan.id,
      student: ids.deniz,
      accommodationKind: 'rest_breaks',
    });
    expect(otherStudent.status).toBe(422);
    expect(
      (await json<{ violations: { propertyPath: string; message: string; code: string }[] }>(otherStudent)).violations,
    ).toContainEqual({
      propertyPath: 'plan',
      code: 'validation.other_student',
      message: 'The chosen record belongs to another student.',
    });
    const otherReview = await post('counsellor', 'plan_reviews', {
      school: ids.high,
      plan: plan.id,
      student: ids.deniz,
      reviewedOn: '2026-12-02',
      reviewNote: 'Wrong student',
    });
    expect(otherReview.status).toBe(422);
    expect(violationPaths(await json(otherReview))).toContain('plan');
    const none = await server.sql(`select count(*)::int as n from plan_accommodations where plan = ${plan.id}`);
    expect(Number(none[0]?.n)).toBe(0);
    const ok = await post('counsellor', 'plan_accommodations', {
      school: ids.high,
      plan: plan.id,
      student: ids.referred,
      accommodationKind: 'rest_breaks',
      accommodationDetail: 'May leave for five minutes',
    });
    expect(ok.status, await ok.clone().text()).toBe(201);
    const teachers = await list('teacher', 'plan_accommodations', `&student=${ids.referred}`);
    expect(teachers.rows.map((row) => row.accommodationDetail)).toContain('May leave for five minutes');
    expect(JSON.stringify(teachers.rows)).not.toContain('Anxious-5510');
    const badReview = await post('counsellor', 'plan_reviews', {
      school: ids.high,
      plan: plan.id,
      student: ids.referred,
      reviewedOn: 'yesterday',
      reviewNote: 'Going well',
    });
    expect(badReview.status).toBe(422);
    expect(violationPaths(await json(badReview))).toContain('reviewedOn');
    // The plan cannot move to another student while its accommodation names this one: the
    // accommodation would sit under another child's plan (a walk found a plan moved under its reviews).
    const moved = await patch('counsellor', 'support_plans', plan.id, { student: `/api/students/${ids.deniz}` });
    expect(moved.status).toBe(422);
    expect((await json<{ violations: { propertyPath: string; code: string }[] }>(moved)).violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'student', code: 'validation.same_as_dependents' }),
    );
    const still = await server.sql(`select student_id from support_plans where id = ${plan.id}`);
    expect(Number(still[0]?.student_id)).toBe(ids.referred);
    // Its goals change freely: only the compared field is held.
    expect((await patch('counsellor', 'support_plans', plan.id, { planGoals: 'Breaks with a buddy' })).status).toBe(
      200,
    );
  });

  it('a session of an unknown kind is 422 on sessionKind', async () => {
    const response = await post('counsellor', 'counselling_sessions', {
      school: ids.high,
      student: ids.deniz,
      sessionDate: '2026-11-27',
      sessionKind: 'gossip',
    });
    expect(response.status).toBe(422);
    expect(violationPaths(await json(response))).toContain('sessionKind');
  });
});
