import {
  classStudents,
  classes,
  gradeLevels,
  guardians,
  mailTemplates,
  schools,
  smsTemplates,
  students,
  type RecipientChoice,
  type RecipientSource,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { overdueAmounts } from './overdue.operation.ts';
import { renderTemplate, type MessageValues } from '@kampus/contract';

/** One message of a bulk send, rendered for its recipient. */
export interface RenderedMessage {
  studentId: number;
  recipientName: string;
  address: string;
  subject: string | null;
  body: string;
}

/**
 * Where a send's students come from. A new source is one more entry here and one more value of
 * `RECIPIENT_SOURCES`: the rest of the send does not change. Overdue payers are the active
 * school's students with an unpaid installment dated before the school's today (finance tables).
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

export const recipientSources: Record<RecipientSource, SourceResolver> = {
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
    const rows = await scoped(db, ctx).of(students).list({ gradeLevel: level.id, isActive: true });
    return rows.map((row) => row.id);
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

/** The chosen template, visible to the caller, or a 422 naming `templateId`. */
export const templateOf = async (
  db: Db,
  ctx: RequestContext,
  choice: RecipientChoice,
): Promise<{ title: string; subject: string | null; body: string }> => {
  if (choice.channel === 'sms') {
    const template = await scoped(db, ctx).of(smsTemplates).first({ id: choice.templateId });
    if (!template) throw violation('templateId', 'validation.invalid_reference');
    return { title: template.title, subject: null, body: template.body };
  }
  const template = await scoped(db, ctx).of(mailTemplates).first({ id: choice.templateId });
  if (!template) throw violation('templateId', 'validation.invalid_reference');
  return { title: template.title, subject: template.mailSubject, body: template.body };
};

const fullName = (row: { name: string; lastName: string }): string => `${row.name} ${row.lastName}`.trim();

/**
 * Every message of a send, rendered from the records: the chosen students (in name order), then
 * per student their guardians (primary first) or themself, each with an address of the channel.
 * Answers also how many were left out for want of an address. One guardian of two siblings gets
 * one message per child, since each names its child.
 */
export const renderMessages = async (
  db: Db,
  ctx: RequestContext,
  choice: RecipientChoice,
): Promise<{ title: string; messages: RenderedMessage[]; withoutAddress: number }> => {
  const template = await templateOf(db, ctx, choice);
  const ids = await recipientSources[choice.source](db, ctx, choice);
  if (ids.length === 0) return { title: template.title, messages: [], withoutAddress: 0 };
  const repo = scoped(db, ctx);
  const chosen = await repo.of(students).list({ id: ids }, { order: { lastName: 'asc', name: 'asc' } });
  const family =
    choice.audience === 'guardians'
      ? await repo.of(guardians).list({ studentId: ids }, { order: { isPrimary: 'desc' } })
      : [];
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
  const schoolTitles = new Map(
    (await repo.of(schools).list({ id: [...new Set(chosen.map((row) => row.school))] })).map(
      (row) => [row.id, row.title] as const,
    ),
  );
  const today = new Date().toISOString().slice(0, 10);
  // The amount due ({amountDue}): what each student owes of installments already due, exactly.
  const owed = await overdueAmounts(db, ctx, { studentId: ids }, chosen[0]?.school ?? schoolOf(ctx));
  const messages: RenderedMessage[] = [];
  let withoutAddress = 0;
  for (const student of chosen) {
    const people =
      choice.audience === 'students'
        ? [{ name: fullName(student), phone: student.phone, email: student.email }]
        : family
            .filter((guardian) => guardian.studentId === student.id)
            .map((guardian) => ({ name: fullName(guardian), phone: guardian.phone, email: guardian.email }));
    if (people.length === 0) withoutAddress += 1;
    const seen = new Set<string>();
    for (const person of people) {
      const address = (choice.channel === 'sms' ? person.phone : person.email)?.trim();
      if (!address) {
        withoutAddress += 1;
        continue;
      }
      if (seen.has(address)) continue;
      seen.add(address);
      const values: MessageValues = {
        studentName: fullName(student),
        guardianName: choice.audience === 'guardians' ? person.name : '',
        className: classOf.get(student.id) ?? '',
        gradeLevel: student.gradeLevel === null ? '' : (levels.get(student.gradeLevel) ?? ''),
        schoolName: schoolTitles.get(student.school) ?? '',
        date: today,
        amountDue: owed.get(student.id) ?? '0.00',
      };
      messages.push({
        studentId: student.id,
        recipientName: person.name,
        address,
        subject: template.subject === null ? null : renderTemplate(template.subject, values),
        body: renderTemplate(template.body, values),
      });
    }
  }
  return { title: template.title, messages, withoutAddress };
};
