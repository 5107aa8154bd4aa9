import {
  classStudents,
  classes,
  courses,
  gradeLevels,
  guardians,
  schedules,
  schools,
  students,
  users,
  type RecipientChoice,
  type RecipientSource,
  type UnreachableReason,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { overdueAmounts } from './overdue.operation.ts';
import { messageTextOf } from './message-text.operation.ts';
import { addressOf, type Addressed } from './addresses.ts';
import { withdrawnAmong } from '../privacy/consent-state.operation.ts';
import { renderTemplate, type MessageValues } from '@kampus/contract';

/** One message of a bulk send, rendered for its recipient. */
export interface RenderedMessage {
  /** The student it is about; null for a message to a teacher. */
  studentId: number | null;
  studentName: string | null;
  recipientName: string;
  address: string;
  /** Whether the address is the person's account's or only the guardian record's (the fallback). */
  addressFrom: 'account' | 'record';
  subject: string | null;
  body: string;
}

/** Someone of the group the send will not reach, and why (the preview lists them). */
export interface Unreachable {
  recipientName: string;
  studentName: string | null;
  reason: UnreachableReason;
}

/**
 * Where a send's students come from. A new source is one more entry here and one more value of
 * `RECIPIENT_SOURCES`: the rest of the send does not change. Overdue payers are the active
 * school's students with an unpaid installment dated before the school's today (finance tables).
 * Each source reads through the caller's scoped repository, so a teacher's class is one they teach.
 */
type SourceResolver = (db: Db, ctx: RequestContext, choice: RecipientChoice) => Promise<number[]>;

const schoolOf = (ctx: RequestContext): number => {
  const school = ctx.activeSchoolId ?? ctx.caller?.schoolId;
  if (school === undefined || school === null) throw violation('source', 'validation.out_of_reach');
  return school;
};

const needSourceId = (choice: RecipientChoice): number => {
  if (choice.sourceId === undefined) throw violation('sourceId', 'validation.required');
  return choice.sourceId;
};

const activeOfLevel = async (db: Db, ctx: RequestContext, level: number): Promise<number[]> =>
  (await scoped(db, ctx).of(students).list({ gradeLevel: level, isActive: true })).map((row) => row.id);

const recipientSources: Record<RecipientSource, SourceResolver> = {
  class: async (db, ctx, choice) => {
    const klass = await scoped(db, ctx)
      .of(classes)
      .first({ id: needSourceId(choice) });
    if (!klass) throw violation('sourceId', 'validation.invalid_reference');
    const members = await scoped(db, ctx).of(classStudents).list({ classId: klass.id });
    return [...new Set(members.map((member) => member.student))];
  },
  grade_level: async (db, ctx, choice) => {
    const level = await scoped(db, ctx)
      .of(gradeLevels)
      .first({ id: needSourceId(choice) });
    if (!level) throw violation('sourceId', 'validation.invalid_reference');
    return activeOfLevel(db, ctx, level.id);
  },
  // A course is taught to its grade level (courses name no class): its students are that level's.
  course: async (db, ctx, choice) => {
    const course = await scoped(db, ctx)
      .of(courses)
      .first({ id: needSourceId(choice) });
    if (!course) throw violation('sourceId', 'validation.invalid_reference');
    return course.gradeLevel === null ? [] : activeOfLevel(db, ctx, course.gradeLevel);
  },
  school: async (db, ctx) => {
    const rows = await scoped(db, ctx)
      .of(students)
      .list({ school: schoolOf(ctx), isActive: true });
    return rows.map((row) => row.id);
  },
  overdue_payers: async (db, ctx) => {
    const school = schoolOf(ctx);
    return [...(await overdueAmounts(db, ctx, { school }, school)).keys()];
  },
  students: async (db, ctx, choice) => {
    const ids = [...new Set(choice.studentIds ?? [])];
    if (ids.length === 0) throw violation('studentIds', 'validation.required');
    const rows = await scoped(db, ctx).of(students).list({ id: ids });
    if (rows.length !== ids.length) throw violation('studentIds', 'validation.invalid_reference');
    return rows.map((row) => row.id);
  },
};

const fullName = (row: { name: string; lastName: string }): string => `${row.name} ${row.lastName}`.trim();

/** The accounts of these ids (guardians', students', teachers'), read by the server: each is already in reach. */
const accountsOf = async (db: Db, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length ? await system(db).of(users).list({ id: wanted }) : [];
  return new Map(rows.map((row) => [row.id, row] as const));
};

/**
 * The teachers of the send's classes: the homeroom teacher and every teacher with a lesson in
 * one of them. A class source is that class; any other source, the classes its students sit in.
 */
const teachersOf = async (db: Db, ctx: RequestContext, choice: RecipientChoice, studentIds: number[]) => {
  const repo = scoped(db, ctx);
  const classIds =
    choice.source === 'class'
      ? [needSourceId(choice)]
      : [...new Set((await repo.of(classStudents).list({ student: studentIds })).map((row) => row.classId))];
  if (classIds.length === 0) return [];
  const homeroom = (await repo.of(classes).list({ id: classIds })).map((row) => row.teacher);
  const lessons = (await repo.of(schedules).list({ classId: classIds })).map((row) => row.teacherId);
  const accounts = await accountsOf(db, [...homeroom, ...lessons]);
  return [...accounts.values()].sort((a, b) => fullName(a).localeCompare(fullName(b)));
};

/**
 * Every message of a send, rendered from the records: the chosen students (in name order), then
 * per student their guardians (primary first) or themself; or the teachers of their classes. Each
 * person is written to at their account's address, the guardian record's as the fallback; whoever
 * has neither, and every student with no guardian at all, is listed as unreachable with the reason.
 * One guardian of two siblings gets one message per child when the text names the child, one in
 * all when it does not (the same text to the same address is sent once).
 */
export const renderMessages = async (
  db: Db,
  ctx: RequestContext,
  choice: RecipientChoice,
): Promise<{ title: string; messages: RenderedMessage[]; unreachable: Unreachable[]; withoutAddress: number }> => {
  const template = await messageTextOf(db, ctx, choice);
  const ids = await recipientSources[choice.source](db, ctx, choice);
  const messages: RenderedMessage[] = [];
  const unreachable: Unreachable[] = [];
  if (ids.length === 0) return { title: template.title, messages, unreachable, withoutAddress: 0 };
  const repo = scoped(db, ctx);
  const chosen = await repo.of(students).list({ id: ids }, { order: { lastName: 'asc', name: 'asc' } });
  const membership = await repo.of(classStudents).list({ student: ids });
  const classIds = [...new Set(membership.map((row) => row.classId))];
  const classTitles = new Map(
    (classIds.length ? await repo.of(classes).list({ id: classIds }) : []).map((row) => [row.id, row.title] as const),
  );
  const classOf = new Map<number, string>();
  for (const row of membership) {
    const title = classTitles.get(row.classId);
    if (title && (choice.source !== 'class' || row.classId === choice.sourceId)) classOf.set(row.student, title);
  }
  const levels = new Map((await repo.of(gradeLevels).list({})).map((row) => [row.id, row.title] as const));
  const school = chosen[0]?.school ?? schoolOf(ctx);
  const schoolTitle = (await system(db).of(schools).first({ id: school }))?.title ?? '';
  const today = new Date().toISOString().slice(0, 10);
  // The amount due ({amountDue}): what each student owes of installments already due, exactly.
  const owed = await overdueAmounts(db, ctx, { studentId: ids }, school);
  const sent = new Set<string>();
  // Whoever withdrew their consent to notifications on this channel is not written to, by any
  // address of theirs (docs/privacy.md, consents): the preview names them. Filled per audience.
  let optedOut = new Set<number>();
  const consentKind = choice.channel === 'sms' ? 'notification_sms' : 'notification_email';
  const add = (
    person: Addressed & { accountId: number | null },
    values: MessageValues,
    studentId: number | null,
    studentName: string | null,
  ) => {
    if (person.accountId !== null && optedOut.has(person.accountId)) {
      unreachable.push({ recipientName: person.name, studentName, reason: 'withdrew_consent' });
      return;
    }
    const address = addressOf(person, choice.channel);
    if (!address) {
      unreachable.push({ recipientName: person.name, studentName, reason: 'no_address' });
      return;
    }
    const subject = template.subject === null ? null : renderTemplate(template.subject, values);
    const body = renderTemplate(template.body, values);
    const key = `${address.value}\u0000${subject ?? ''}\u0000${body}`;
    if (sent.has(key)) return;
    sent.add(key);
    messages.push({
      studentId,
      studentName,
      recipientName: person.name,
      address: address.value,
      addressFrom: address.from,
      subject,
      body,
    });
  };
  const valuesFor = (student: (typeof chosen)[number] | null, guardianName: string): MessageValues => ({
    studentName: student ? fullName(student) : '',
    guardianName,
    className: student
      ? (classOf.get(student.id) ?? '')
      : choice.source === 'class'
        ? ([...classTitles.values()][0] ?? '')
        : '',
    gradeLevel: student?.gradeLevel ? (levels.get(student.gradeLevel) ?? '') : '',
    schoolName: schoolTitle,
    date: today,
    amountDue: student ? (owed.get(student.id) ?? '0.00') : '0.00',
  });

  if (choice.audience === 'teachers') {
    const teachers = await teachersOf(db, ctx, choice, ids);
    if (teachers.length === 0) unreachable.push({ recipientName: '', studentName: null, reason: 'no_teacher' });
    optedOut = await withdrawnAmong(
      db,
      consentKind,
      teachers.map((teacher) => teacher.id),
    );
    for (const teacher of teachers)
      add(
        { name: fullName(teacher), account: teacher, record: null, accountId: teacher.id },
        valuesFor(null, ''),
        null,
        null,
      );
  } else if (choice.audience === 'students') {
    const accounts = await accountsOf(
      db,
      chosen.map((row) => row.user),
    );
    optedOut = await withdrawnAmong(db, consentKind, [...accounts.keys()]);
    for (const student of chosen) {
      const account = student.user === null ? null : (accounts.get(student.user) ?? null);
      add(
        { name: fullName(student), account, record: student, accountId: account?.id ?? null },
        valuesFor(student, ''),
        student.id,
        fullName(student),
      );
    }
  } else {
    const family = await repo.of(guardians).list({ studentId: ids }, { order: { isPrimary: 'desc' } });
    const accounts = await accountsOf(
      db,
      family.map((row) => row.user),
    );
    optedOut = await withdrawnAmong(db, consentKind, [...accounts.keys()]);
    for (const student of chosen) {
      const theirs = family.filter((guardian) => guardian.studentId === student.id);
      if (theirs.length === 0)
        unreachable.push({ recipientName: '', studentName: fullName(student), reason: 'no_guardian' });
      for (const guardian of theirs) {
        const account = guardian.user === null ? null : (accounts.get(guardian.user) ?? null);
        add(
          { name: fullName(guardian), account, record: guardian, accountId: account?.id ?? null },
          valuesFor(student, fullName(guardian)),
          student.id,
          fullName(student),
        );
      }
    }
  }
  return { title: template.title, messages, unreachable, withoutAddress: unreachable.length };
};
