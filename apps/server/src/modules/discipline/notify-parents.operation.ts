import {
  disciplineActions,
  disciplineCodes,
  disciplineIncidents,
  type IncidentRole,
  incidentStudents,
  type Language,
  readableDate,
  type RowOf,
  students,
  translate,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/** A role as the parents' notice names it (the notifications catalogue's words, in each language). */
const ROLE_KEYS: Record<IncidentRole, string> = {
  instigator: 'notifications.discipline_role_instigator',
  participant: 'notifications.discipline_role_participant',
  victim: 'notifications.discipline_role_victim',
  witness: 'notifications.discipline_role_witness',
};

/**
 * What the school decided, one sentence per action not cancelled, in the reader's words: a
 * suspension with its days (the family must know when the child stays home), a meeting, a warning.
 */
const actionsText = (reader: Language, actions: readonly RowOf<typeof disciplineActions>[]): string =>
  actions
    .filter((action) => action.actionStatus !== 'cancelled')
    .map((action) => {
      const kind = translate(reader, `ui.values.${action.actionKind}`);
      const from = action.startDate ? readableDate(reader, action.startDate) : undefined;
      const to = action.endDate ? readableDate(reader, action.endDate) : undefined;
      if (from && to && to !== from)
        return translate(reader, 'notifications.discipline_action_period', { kind, from, to });
      if (from) return translate(reader, 'notifications.discipline_action_day', { kind, date: from });
      return translate(reader, 'notifications.discipline_action', { kind });
    })
    .join(' ');

/**
 * Tells the guardians of one student in an incident, each with an account: an in-app
 * notification now (in the incident's transaction) and a job that sends it on the channels they
 * chose. The text names the code, the date, their own child's role and what the school decided
 * (a suspension with its dates), never another student nor the description: a victim's family does not learn who the instigator was. Written as the
 * system (the staff member may not read the guardians' accounts, and need not). Answers how many
 * guardians were told, and stamps `parentsNotifiedAt`.
 */
export const notifyIncidentParents = async (
  tx: Db,
  ctx: RequestContext,
  involvement: RowOf<typeof incidentStudents>,
): Promise<number> => {
  const store = system(tx);
  const incident = await store.of(disciplineIncidents).first({ id: involvement.incident });
  const student = await store.of(students).first({ id: involvement.studentId });
  if (!incident || !student) return 0;
  const code = await store.of(disciplineCodes).first({ id: incident.code });
  const language = await familyLanguage(tx, student.school, ctx.language);
  const actions = await store.of(disciplineActions).list({ incidentStudent: involvement.id });
  const told = await notifyUsers(tx, {
    users: await guardianAccounts(tx, student.id),
    school: student.school,
    student: student.id,
    kind: 'discipline',
    render: (reader: Language) => {
      const values = {
        student: `${student.name} ${student.lastName}`,
        date: readableDate(reader, incident.occurredAt.slice(0, 10)),
        code: code?.title ?? '',
        role: translate(reader, ROLE_KEYS[involvement.role]),
      };
      return {
        title: translate(reader, 'notifications.discipline_subject', values),
        body: [translate(reader, 'notifications.discipline_body', values), actionsText(reader, actions)]
          .filter(Boolean)
          .join(' '),
      };
    },
    link: `/student/${student.id}/discipline`,
    language,
  });
  const clock = await schoolClock(tx, student.school);
  await store.of(incidentStudents).update(involvement.id, { parentsNotifiedAt: `${clock.date} ${clock.time}` });
  return told;
};
