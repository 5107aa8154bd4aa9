/**
 * The contract suite: one parameterised walk over every declared resource, checking each
 * convention of api-contract.md section 1 as a client sees it. A new declaration is covered the
 * moment it is added to the registry.
 */
import { iri, isReference, resources, writableFields, type FieldDef, type Resource } from '@kampus/contract';
import { isDeepStrictEqual as isEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { responseValidator, type Mismatch } from './support/response-validator.ts';
import { IDP_CERT } from './support/saml-idp.ts';
import { changeRank, differentValue, otherReference, sampleValue } from './support/samples.ts';

let server: TestServer;
/** Every answer of the walk, checked against /api/docs.json (the last test asserts none differed). */
let mismatches: Mismatch[] = [];
let admin: { token: string; userId: string };
let adminId: number;
let outsider: string;
let highId: number;
let hqId: number;
// seasons area: a season with no database yet (the demo season has one).
let freeSeasonId: number;
// school-life: a student of no class, so memberships and attendances of the walk collide with no demo row.
let freshStudentId: number;
/** A medication of the demo's and its student: a dose given names both (health). */
let medication: { id: number; student: string };
// guidance: an accommodation, a review or a follow-up names its plan's or referral's own student.
let supportPlan: { id: number; student: string };
let referral: { id: number; student: string };
/** Dormitories and library fixtures: a room with free beds, a bed, a boarder's leave, a roll call, a copy on the shelf. */
let dorm: { room: number; bed: number; rollCall: number; boarder: string; boarderSeason: string };
let library: { copy: number };
/** electives: an offer open to every grade in the walk's season, for the fresh student's request. */
let electiveOffer: number;
// A lesson's or class's teacher must be a teacher of the school (`userKind`); a guardian's
// account a parent's, a student's account a student's.
let teacherId: number;
let parentId: number;
let studentUserId: number;
// academics: an exam of no class yet (the demo exam is given to the first class).
let freshExamId: number;
let freshFormId: number;
// students: a batch no class takes yet (the demo gives its "- A" batch to a class).
let freeBatchId: number;
// gradebook: an assignment and a student of its class with no score on it yet.
let graded: { assignment: number; student: number; class: number; course: number };
const headers = () => ({ schoolId: String(highId) });

beforeAll(async () => {
  const started = await startServer();
  const validator = await responseValidator(started);
  mismatches = validator.mismatches;
  server = { ...started, call: validator.call };
  admin = await server.login('admin@kampus.test');
  outsider = (await server.login('school2@kampus.test')).token;
  const schools = await json<{ id: number; title: string }[]>(
    await server.call('/api/schools.json', { token: admin.token }),
  );
  highId = schools.find((s) => s.title === 'Demo High School')?.id ?? 0;
  hqId = schools.find((s) => s.title === 'Demo Education Group')?.id ?? 0;
  adminId = (await json<{ id: number }>(await server.call(`/api/users/${admin.userId}`, { token: admin.token }))).id;
  /** Creates a record as the superadmin and answers its id: fixtures some resources need. */
  const fixture = async (resource: string, body: Record<string, unknown>): Promise<number> =>
    (
      await json<{ id: number }>(
        await server.call(`/api/${resource}`, { method: 'POST', token: admin.token, json: body }),
      )
    ).id;
  freeSeasonId = await fixture('seasons', { school: iri('schools', highId), title: 'Contract season' });
  const teacher = await server.login('teacher@kampus.test');
  teacherId = (await json<{ id: number }>(await server.call(`/api/users/${teacher.userId}`, { token: teacher.token })))
    .id;
  const idOf = async (email: string) => {
    const who = await server.login(email);
    return (await json<{ id: number }>(await server.call(`/api/users/${who.userId}`, { token: who.token }))).id;
  };
  [parentId, studentUserId] = [await idOf('parent@kampus.test'), await idOf('student@kampus.test')];
  freshStudentId = await fixture('students', { school: iri('schools', highId), name: 'Contract', lastName: 'Walk' });
  const medications = await json<{ id: number; student: string }[]>(
    await server.call('/api/health_medications.json?itemsPerPage=1', { token: admin.token, headers: headers() }),
  );
  medication = medications[0] ?? { id: 0, student: '' };
  const firstOf = async (resource: string) =>
    (
      await json<{ id: number; student: string }[]>(
        await server.call(`/api/${resource}.json?itemsPerPage=1`, { token: admin.token, headers: headers() }),
      )
    )[0] ?? { id: 0, student: '' };
  [supportPlan, referral] = [await firstOf('support_plans'), await firstOf('guidance_referrals')];
  // dormitories: a mixed house with a room of free beds (the demo's rooms are full), a bed in it,
  // and a roll call of that house; a leave is for a boarder, one of the demo's, in their season.
  const school = iri('schools', highId);
  const building = await fixture('dorm_buildings', { school, title: 'Contract house', buildingGender: 'mixed' });
  const room = await fixture('dorm_rooms', {
    school,
    building: iri('dorm_buildings', building),
    roomNumber: 'C-1',
    capacity: 6,
  });
  const boarders = await json<{ student: string; season: string }[]>(
    await server.call('/api/bed_assignments.json?itemsPerPage=1', { token: admin.token, headers: headers() }),
  );
  dorm = {
    room,
    bed: await fixture('dorm_beds', { school, room: iri('dorm_rooms', room), bedLabel: 'C-1-A' }),
    rollCall: await fixture('roll_calls', {
      school,
      season: iri('seasons', freeSeasonId),
      building: iri('dorm_buildings', building),
      rollDate: '2026-12-01',
    }),
    boarder: boarders[0]?.student ?? '',
    boarderSeason: boarders[0]?.season ?? '',
  };
  // lti_links: a registered tool to link (the demo has none; the walk of lti_tools deletes its own).
  await fixture('lti_tools', {
    school,
    title: 'Contract tool',
    loginUrl: 'https://tool.example.com/login',
    launchUrl: 'https://tool.example.com/launch',
    jwksUrl: 'https://tool.example.com/jwks',
  });
  // library: a title with a valid ISBN and a copy on the shelf; the school's rules are one row, so
  // the demo's make way for the walk's.
  for (const rules of await json<{ id: number }[]>(
    await server.call('/api/library_settings.json', { token: admin.token, headers: headers() }),
  ))
    await server.call(`/api/library_settings/${rules.id}`, {
      method: 'DELETE',
      token: admin.token,
      headers: headers(),
    });
  const title = await fixture('library_titles', { school, isbn: '9780306406157', title: 'Contract title' });
  library = {
    copy: await fixture('library_copies', {
      school,
      libraryTitle: iri('library_titles', title),
      barcode: 'CONTRACT-1',
      copyStatus: 'available',
    }),
  };
  electiveOffer = await fixture('elective_offers', {
    school,
    season: iri('seasons', freeSeasonId),
    course: iri('courses', await existingId('courses')),
    title: 'Contract elective',
    block: 'K',
    capacity: 5,
    requestsOpen: '2026-09-01',
    requestsClose: '2027-06-30',
  });
  freshFormId = await fixture('forms', { school: iri('schools', highId), title: 'Contract form', fields: [] });
  // Two programmes that outlive their own walk (which deletes what it made): requirements and
  // placements refer to one and are patched to the other.
  for (const title of ['Contract programme', 'Second contract programme'])
    await fixture('graduation_programmes', { school: iri('schools', highId), title });
  freshExamId = await fixture('exams', {
    school: iri('schools', highId),
    season: iri('seasons', freeSeasonId),
    title: 'Contract exam',
    examTemplate: iri('exam_templates', await existingId('exam_templates')),
    examDate: '2026-12-01',
  });
  // finance: the fresh student owes a fee, so an installment or a payment of the walk is within it.
  await server.call('/api/student_fees', {
    method: 'POST',
    token: admin.token,
    headers: headers(),
    json: {
      studentId: freshStudentId,
      feeName: 'Contract fee',
      feeAmount: '100000.00',
      season: iri('seasons', freeSeasonId),
    },
  });
  const batchList = await json<{ id: number; title: string }[]>(
    await server.call('/api/batches.json?pagination=false', { token: admin.token, headers: headers() }),
  );
  freeBatchId = batchList.find((batch) => batch.title.endsWith('- B'))?.id ?? 0;
  // online payments: a school has one gateway and the demo seeds the stand-in's; the walk makes its own.
  for (const gateway of await json<{ id: number }[]>(
    await server.call('/api/payment_gateways.json', { token: admin.token, headers: headers() }),
  )) {
    await server.call(`/api/payment_gateways/${gateway.id}`, {
      method: 'DELETE',
      token: admin.token,
      headers: headers(),
    });
  }
  const gradedClass = await existingId('classes');
  const gradedStudent = await fixture('students', { school, name: 'Graded', lastName: 'Walk' });
  await fixture('class_students', {
    school,
    classId: gradedClass,
    student: iri('students', gradedStudent),
    term: iri('grading_terms', await existingId('grading_terms')),
  });
  const gradedCourse = await existingId('courses');
  graded = {
    student: gradedStudent,
    class: gradedClass,
    course: gradedCourse,
    assignment: await fixture('assignments', {
      school,
      class: iri('classes', gradedClass),
      course: iri('courses', gradedCourse),
      title: 'Contract assignment',
      kind: 'quiz',
      maxPoints: '100',
    }),
  };
});
afterAll(() => server.close());

/** Values a resource's own rules demand (a campus needs a headquarters above it, ...). */
const overrides = (): Record<string, Record<string, unknown>> => ({
  schools: { type: 'campus', parent: iri('schools', hqId) },
  users: { userType: '/api/user_types/5', schoolId: highId, expiresAt: '2030-06-30' },
  countries: { code: 'ZZ' },
  configurations: { key: 'slogan' },
  databases: { season: iri('seasons', freeSeasonId) },
  // school-life
  class_students: { student: iri('students', freshStudentId) },
  attendances: { student: iri('students', freshStudentId), scheduleId: null, teacherId },
  // a lesson names a class or a batch, not both (schedules.hooks.ts): the sample's class.
  schedules: { teacherId, batch: null },
  // timetable cover: the absent one is a teacher of the school; part of a day ends after it starts.
  teacher_absences: { teacher: teacherId, allDay: false, fromTime: '09:00:00', toTime: '10:00:00' },
  classes: { teacher: iri('users', teacherId) },
  // students: the fresh student has no batch, course, tag or bus yet (each pair is unique).
  student_batches: { studentId: freshStudentId },
  student_courses: { studentId: freshStudentId },
  student_taggings: { studentId: freshStudentId },
  class_batches: { batchId: freeBatchId },
  // a linked account must be of the personnel's school (the admin's is the headquarters).
  personnel: { user: iri('users', teacherId) },
  guardians: { user: iri('users', parentId) },
  students: { user: iri('users', studentUserId) },
  // setup: a fixed paper size overwrites the sent width and height; decimals come back at their scale;
  // the first branch listed need not be of the first bank listed (setup.int.spec.ts covers branches).
  report_types: { paperSize: 'custom', paperSizeWidth: 100, paperSizeHeight: 150 },
  bank_account_settings: { posCommissionRate: '1.50' },
  bank_accounts: { bankBranch: null },
  // a group's SAML provider: its certificates must be one; the fields typed, no metadata pasted (saml-providers.int.spec.ts).
  saml_providers: { certificates: IDP_CERT.trim(), metadata: null },
  // accounts: provider ids come from verified ID tokens; only superadmins write them directly.
  google_users: { googleUserId: 'contract-google-1', googleEmail: 'contract-google@kampus.test' },
  facebook_users: { facebookUserId: 'contract-facebook-1', facebookEmail: 'contract-facebook@kampus.test' },
  // academics: a homework's teacher is a teacher of the school; decimals come back at their scale.
  homeworks: { teacher: iri('users', teacherId), maxPoints: '1.50' },
  score_categories: { minScore: '1.50', maxScore: '2.50' },
  exam_template_subjects: { points: '1.50' },
  exam_classes: { examId: freshExamId },
  cip_seasons: { requiredHours: '1.50' },
  cip_activities: { hours: '1.50' },
  // communication: a post's JSON fields have shapes (audience groups, words, named links); an online class's teacher teaches at the school.
  feeds: {
    audiences: ['parents'],
    tags: ['contract'],
    files: [{ name: 'a.pdf', url: 'https://example.test/a.pdf' }],
    pictured: [],
  },
  online_classes: { teacher: iri('users', teacherId) },
  // timetable: a rule's or lesson's teacher teaches at the school; slot lists are lists of {weekday, period}.
  timetable_teacher_rules: { teacher: iri('users', teacherId), unavailable: [{ weekday: 1, period: 2 }], avoided: [] },
  // a need names a class or a batch, not both (timetable.hooks.ts): the sample's class.
  timetable_lessons: { teacher: iri('users', teacherId), fixedStarts: [], batch: null },
  // room booking: a booking ends after it starts (room-bookings.int.spec.ts covers the clashes).
  room_bookings: { startTime: '06:00:00', endTime: '06:30:00' },
  // school holidays: the last day is not before the first (school-holidays.int.spec.ts covers the season's dates).
  school_holidays: { firstDay: '2026-10-01', lastDay: '2026-10-02' },
  // gradebook: decimals come back at their scale; a school has one default policy (the demo's); a
  // category within the demo policy's 100; a band above the demo scale's others, worth more
  // (gradebook.int.spec.ts walks the rules).
  grading_scales: { passMark: '1.50' },
  grading_policies: { isDefault: false, latePenaltyPerDay: '1.50', latePenaltyMax: '1.50' },
  grading_categories: { weight: 0 },
  grading_scale_bands: { minPercent: '99.50', bandLabel: 'Contract', gpaPoints: '9.00', passing: true },
  // an assignment's category is of its course's policy (none here); a score is of a student of
  // the assignment's class, its points given as scored (assignments.int.spec.ts walks the rules).
  assignments: { maxPoints: '1.50', gradingCategory: null },
  assignment_scores: {
    assignment: iri('assignments', graded.assignment),
    student: iri('students', graded.student),
    scoreStatus: 'scored',
    points: '1.50',
  },
  // a hand-in is of a student of the assignment's class (assignment-submissions.int.spec.ts walks the rules).
  assignment_submissions: {
    assignment: iri('assignments', graded.assignment),
    student: iri('students', graded.student),
  },
  // an alignment of the walk's own work, which no demo standard is aligned to yet (standards.int.spec.ts).
  assignment_standards: { assignment: iri('assignments', graded.assignment) },
  // a teacher's grade is of a student of the class, on the course's scale, with a reason (grade-overrides.int.spec.ts).
  grade_overrides: {
    class: iri('classes', graded.class),
    course: iri('courses', graded.course),
    student: iri('students', graded.student),
    overrideGrade: '75.00',
    overrideReason: 'Contract walk',
  },
  // privacy: a consent names one subject; closing a data-subject request needs an answer (privacy-*.int.spec.ts).
  consents: { user: null, student: iri('students', freshStudentId) },
  delete_personal_data_requests: { requestStatus: 'in_progress' },
  // health: a dose given is of its student's own medication; a duty's holder belongs to its school.
  medication_givings: { student: medication.student, medicationGiven: iri('health_medications', medication.id) },
  staff_duties: { user: iri('users', teacherId) },
  plan_accommodations: { student: supportPlan.student, plan: supportPlan.id },
  plan_reviews: { student: supportPlan.student, plan: supportPlan.id },
  referral_follow_ups: { student: referral.student, referral: referral.id },
  // dormitories: a bed in a room with room for it; the fresh student in the mixed house; a boarder's leave.
  dorm_beds: { room: iri('dorm_rooms', dorm.room) },
  bed_assignments: { bed: iri('dorm_beds', dorm.bed), student: iri('students', freshStudentId) },
  // Signing out and in follows an approved leave (dormitories.int.spec.ts), not a pending one.
  leave_requests: { student: dorm.boarder, season: dorm.boarderSeason, signedOutAt: null, signedInAt: null },
  roll_call_marks: { rollCall: iri('roll_calls', dorm.rollCall), student: iri('students', freshStudentId) },
  // library: one school's rules each; a valid ISBN; one borrower per loan or hold, the copy on the shelf.
  library_titles: { isbn: '9780000000019' },
  library_copies: { copyStatus: 'available' },
  library_loans: {
    libraryCopy: iri('library_copies', library.copy),
    student: iri('students', freshStudentId),
    staffBorrower: null,
    // A loan is returned by the return action (library.int.spec.ts), never by the create.
    returnedAt: null,
  },
  library_holds: { student: iri('students', freshStudentId), staffBorrower: null },
  // electives: an offer's teacher teaches at the school; a request names its offer's season, and
  // its status is the placement's (electives.int.spec.ts walks the rules and the withdrawal).
  elective_offers: { teacher: iri('users', teacherId) },
  // a batch's teacher (an elective section's) teaches at the school.
  batches: { teacher: iri('users', teacherId) },
  course_requests: {
    student: iri('students', freshStudentId),
    offer: iri('elective_offers', electiveOffer),
    season: iri('seasons', freeSeasonId),
    requestStatus: 'requested',
  },
  // notifications: the server writes them; only a superadmin may through the API, fields included.
  notifications: {
    kind: 'absence',
    title: 'Contract',
    body: 'Contract',
    link: '/account',
    notifiedAt: '2026-10-01 09:30:00',
  },
  // mail: the message comes back in its full form, the sender set by the server (the caller).
  mails: {
    email: {
      subject: 'Contract',
      msgBody: '<p>Contract</p>',
      attachment: [],
      sender: { id: adminId, name: 'Ada Admin', email: 'admin@kampus.test' },
      to: [],
      cc: [],
      bcc: [],
    },
  },
  // finance: one fee settings row per school and season (the demo season has its own); installments
  // and payments within the fresh student's fee; a share or an amount, never both on one row.
  fee_settings: { season: iri('seasons', freeSeasonId) },
  installments: { studentId: freshStudentId },
  student_payments: { studentId: freshStudentId, installments: [] },
  discounts: { discountPercentage: '0.0500', discountAmount: null, independent: false },
  scholarship_definitions: { scholarshipPercentage: '0.5000', scholarshipAmount: null },
  discount_criteria: { criteriaPercentage: '1.50' },
  // finance documents: a note handed to no lawyer ("0"); an invoice numbered from the demo high school's series.
  promissory_notes: { lawyer: 0 },
  invoices: { invoiceSerial: 'KML', company: null },
  // A discount never takes fees below what is paid or planned: the walk's student has no fees.
  student_discounts: { discountAmount: '0.00' },
  // forms: the questions are the builder's list; a public link is only made by its action, and a
  // form has one setting (the fresh form has none yet).
  forms: { fields: [{ key: 'name', type: 'text', label: 'Name', required: true }] },
  form_settings: { form: iri('forms', freshFormId), publicLink: '', endDate: '2027-06-30 17:00:00' },
  // The kinds turned off per channel: known channels and kinds only, checked by the hook.
  notification_preferences: { kindsOff: { mail: ['payment'] } },
  // Web Push: an https endpoint and a browser's keys (a P-256 point, a 16-byte secret), checked by the hook.
  push_subscriptions: {
    endpoint: 'https://push.example.com/contract-walk',
    p256dh: 'BFtS3WEUgl_GFZqv4zByiF6jI24qsPkG1hzAP-m_4cD0YorfOic2_XdHM5DcWJfbPAlwdawArTRN_sQw2jnZoys',
    auth: 'Ui2cxmqJpedsSb6jFtXIpA',
  },
});

const existingId = async (target: string): Promise<number> => {
  if (target === 'schools') return highId;
  if (target === 'users') return adminId;
  const list = await json<{ id: number }[]>(
    await server.call(`/api/${target}.json?itemsPerPage=1`, { token: admin.token, headers: headers() }),
  );
  const id = list[0]?.id;
  if (!id) throw new Error(`no ${target} to refer to`);
  return id;
};

const sample = (name: string, field: FieldDef): Promise<unknown> => sampleValue(name, field, existingId);

const sampleBody = async (resource: Resource): Promise<Record<string, unknown>> => {
  const body: Record<string, unknown> = {};
  for (const [name, field] of writableFields(resource)) {
    if (field.writableBy && field.writableBy.length === 0) continue;
    body[name] = await sample(name, field);
  }
  return { ...body, ...(overrides()[resource.name] ?? {}) };
};

/** An embedded reference (`{id, ...}`) compared as the IRI or id it was sent as. */
const asSent = (field: FieldDef, value: unknown): unknown =>
  isReference(field) && typeof value === 'object' && value !== null && 'id' in value
    ? field.kind === 'ref'
      ? iri(field.target ?? '', Number(value.id))
      : Number(value.id)
    : value;

/** What the server must answer for a value it was sent (money normalized, passwords hidden). */
const expected = (field: FieldDef, sent: unknown): unknown => (field.kind === 'password' ? undefined : sent);

const asFilterValue = (value: unknown): string => (typeof value === 'boolean' ? String(value) : String(value));

/**
 * The field the walk PATCHes: a writable one of the plainest kind, preferring one the create's
 * overrides leave alone (those carry a resource's own rules) and one anyone may write; never the
 * school (moving a record between schools is tenancy's, walked in tenancy-matrix.int.spec.ts).
 */
const patchField = (resource: Resource): [string, FieldDef] => {
  const fixed = Object.keys(overrides()[resource.name] ?? {});
  const cost = ([name, field]: [string, FieldDef]): number =>
    (fixed.includes(name) ? 1000 : 0) + (field.writableBy ? 100 : 0) + changeRank(field);
  const [first] = writableFields(resource)
    .filter(([name, field]) => name !== resource.tenantField && Number.isFinite(changeRank(field)))
    .sort((a, b) => cost(a) - cost(b));
  if (!first) throw new Error(`${resource.name} has no field the walk can patch`);
  return first;
};

/** Ids of a target's records the admin reaches in the walk's school; the walk's own student first (it collides with no demo row). */
const knownIds = async (target: string): Promise<number[]> => {
  const ids = (
    await json<{ id: number }[]>(
      await server.call(`/api/${target}.json?itemsPerPage=50`, { token: admin.token, headers: headers() }),
    )
  ).map((row) => row.id);
  return target === 'students' ? [freshStudentId, ...ids] : ids;
};

/** Receipts and payment reports: refused a DELETE of their own (finance-ledger-rules.int.spec.ts). */
const LEDGER_HISTORY: ReadonlySet<string> = new Set(['receipts', 'payment_reports']);

// A resource the server writes itself (the audit trail) takes no create: audit.int.spec.ts walks it.
const writable = resources.filter((resource) => !resource.serverWritten);

describe.each(writable.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  let body: Record<string, unknown>;
  let created: Record<string, unknown>;
  // A new campus sits under the headquarters, outside Demo High School's subtree.
  const active = () => (resource.name === 'schools' ? { schoolId: String(hqId) } : headers());
  const call = (path: string, init: Parameters<TestServer['call']>[1] = {}) =>
    server.call(path, { token: admin.token, ...init, headers: { ...active(), ...(init.headers ?? {}) } });

  it(`creates with ${resource.createStatus} and echoes what was sent`, async () => {
    body = await sampleBody(resource);
    const response = await call(`/api/${resource.name}`, { method: 'POST', json: body });
    expect(response.status, await response.clone().text()).toBe(resource.createStatus);
    created = await json(response);
    expect(typeof created.id).toBe('number');
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!(name in body)) continue;
      if (field.writeOnly) expect(created).not.toHaveProperty(name);
      else expect(asSent(field, created[name]), name).toEqual(expected(field, body[name]));
    }
  });

  it('reads the item as JSON and JSON-LD', async () => {
    const item = await call(`/api/${resource.name}/${created.id}`);
    expect(item.status).toBe(200);
    expect(await json(item)).toEqual(created);
    const ld = await json(await call(`/api/${resource.name}/${created.id}.jsonld`));
    expect(ld['@id']).toBe(iri(resource.name, Number(created.id)));
    expect(ld['@type']).toBe(resource.type);
  });

  it('lists as a JSON array and as a Hydra collection', async () => {
    const list = await json<{ id: number }[]>(await call(`/api/${resource.name}.json?id=${created.id}`));
    expect(list.map((item) => item.id)).toEqual([created.id]);
    const ld = await json<Record<string, unknown>>(await call(`/api/${resource.name}.jsonld?itemsPerPage=2`));
    expect(ld['@type']).toBe('hydra:Collection');
    expect(ld['hydra:totalItems']).toBeGreaterThanOrEqual(1);
    const members = ld['hydra:member'] as Record<string, unknown>[];
    expect(members.length).toBeLessThanOrEqual(2);
    expect(members[0]?.['@type']).toBe(resource.type);
    const all = await json<unknown[]>(await call(`/api/${resource.name}.json?pagination=false`));
    expect(all.length).toBe(ld['hydra:totalItems']);
  });

  it('honours every declared filter and order field: a filter keeps the rows of its value and no other', async () => {
    const all = await json<Record<string, unknown>[]>(await call(`/api/${resource.name}.json?pagination=false`));
    const ids = async (query: string): Promise<unknown[]> => {
      const response = await call(`/api/${resource.name}.json?pagination=false&${query}`);
      expect(response.status, query).toBe(200);
      return (await json<{ id: number }[]>(response)).map((item) => item.id);
    };
    for (const name of resource.filters) {
      const field = resource.fields[name];
      const value = field ? asSent(field, created[name]) : undefined;
      if (!field || value === null || value === undefined) continue;
      const sameIds = all.filter((row) => isEqual(asSent(field, row[name]), value)).map((row) => row.id);
      const forms = field.kind === 'ref' ? [value, String(value).split('/').pop()] : [value];
      for (const form of forms) {
        const query = `${name}=${encodeURIComponent(asFilterValue(form))}`;
        expect(sameIds, query).toContain(created.id);
        expect(await ids(query), query).toEqual(expect.arrayContaining(sameIds));
        expect((await ids(query)).length, query).toBe(sameIds.length);
      }
      expect(await ids(`${name}[]=${encodeURIComponent(asFilterValue(value))}`)).toContain(created.id);
      // A value the new row does not have leaves it out (a reference: 0, meaning none).
      const other = isReference(field) ? 0 : differentValue(name, field, value);
      expect(other, `${name}: a value other than ${String(value)}`).toBeDefined();
      const query = `${name}=${encodeURIComponent(asFilterValue(other))}`;
      expect(await ids(query), query).not.toContain(created.id);
    }
    for (const name of resource.orderFields) {
      for (const direction of ['asc', 'desc']) {
        expect((await call(`/api/${resource.name}.json?order[${name}]=${direction}`)).status).toBe(200);
      }
    }
    expect((await call(`/api/${resource.name}.json?order[nope]=asc`)).status).toBe(400);
  });

  it('updates with merge-patch, and refuses another content type with 415', async () => {
    const [name, field] = patchField(resource);
    const before = created[name];
    const value = isReference(field)
      ? await otherReference(field, asSent(field, before), knownIds)
      : differentValue(name, field, asSent(field, before));
    expect(value, `${resource.name}.${name}: a value to patch`).toBeDefined();
    expect(value).not.toEqual(asSent(field, before));
    const patched = await call(`/api/${resource.name}/${created.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ [name]: value }),
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(asSent(field, (await json(patched))[name]), name).toEqual(value);
    const wrong = await call(`/api/${resource.name}/${created.id}`, { method: 'PATCH', json: { [name]: before } });
    expect(wrong.status).toBe(415);
    expect(asSent(field, (await json(await call(`/api/${resource.name}/${created.id}`)))[name])).toEqual(value);
  });

  it('answers 422 naming the fields of a bad body, and stores nothing', async () => {
    const before = (await json<Record<string, unknown>>(await call(`/api/${resource.name}.jsonld`)))[
      'hydra:totalItems'
    ];
    const bad = Object.fromEntries(
      writableFields(resource).map(([name, field]) => [name, field.kind === 'json' ? undefined : []]),
    );
    const response = await call(`/api/${resource.name}`, { method: 'POST', json: bad });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await json<{ violations: { propertyPath: string; message: string }[] }>(response);
    expect(problem.violations.length).toBeGreaterThan(0);
    for (const violation of problem.violations) expect(Object.keys(resource.fields)).toContain(violation.propertyPath);
    const after = (await json<Record<string, unknown>>(await call(`/api/${resource.name}.jsonld`)))['hydra:totalItems'];
    expect(after).toBe(before);
    expect(
      (
        await call(`/api/${resource.name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"x":',
        })
      ).status,
    ).toBe(400);
  });

  it('keeps the record from other schools and users', async () => {
    if (resource.scope === 'global') return;
    const response = await server.call(`/api/${resource.name}/${created.id}`, { token: outsider });
    expect([403, 404]).toContain(response.status);
    const list = await server.call(`/api/${resource.name}.json?id=${created.id}`, { token: outsider });
    if (list.status === 200) expect(await json<unknown[]>(list)).toEqual([]);
    else expect(list.status).toBe(403);
  });

  it('deletes with 204, after which the item is 404', async () => {
    // Ledger history is never destroyed: a receipt or report goes only with its payment's void.
    if (LEDGER_HISTORY.has(resource.name)) {
      expect((await call(`/api/${resource.name}/${created.id}`, { method: 'DELETE' })).status).toBe(403);
      expect((await call(`/api/${resource.name}/${created.id}`)).status).toBe(200);
      return;
    }
    expect((await call(`/api/${resource.name}/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(`/api/${resource.name}/${created.id}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('the OpenAPI document', () => {
  it('declares every answer of this walk: route, status, media type and body schema', () => {
    expect(mismatches).toEqual([]);
  });
});
