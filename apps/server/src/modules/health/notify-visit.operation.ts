import { nurseVisits, readableDate, students, translate, type Language, type RowOf } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';

/** What the guardian is told, by how the visit ended (sent home: come and collect them). */
const BODY = {
  back_to_class: 'notifications.health_visit_back_to_class',
  sent_home: 'notifications.health_visit_sent_home',
  hospital: 'notifications.health_visit_hospital',
} as const;

/**
 * A nurse visit with the parent notified: each guardian with an account gets an in-app
 * notification in the same transaction (and a job sends it on the channels they chose), saying
 * when and how it ended, never the complaint or the treatment. In the school's language, the one
 * the nurse writes in, as absences do. Written as the system: the nurse need not read accounts.
 */
export const notifyVisit = async (tx: Db, visit: RowOf<typeof nurseVisits>, language: Language): Promise<void> => {
  const student = await system(tx).of(students).first({ id: visit.student });
  if (!student) return;
  const name = `${student.name} ${student.lastName}`;
  await notifyUsers(tx, {
    users: await guardianAccounts(tx, student.id),
    school: student.school,
    student: student.id,
    kind: 'health_visit',
    // Each guardian in their own language, the time as it is written there.
    render: (reader: Language) => ({
      title: translate(reader, 'notifications.health_visit_subject', { student: name }),
      body: translate(reader, BODY[visit.visitOutcome], {
        student: name,
        date: `${readableDate(reader, visit.visitedAt.slice(0, 10))} ${visit.visitedAt.slice(11, 16)}`,
      }),
    }),
    // The child's visits tab: the family reads the visit there (docs/health.md).
    link: `/student/${student.id}/nurse-visits`,
    language,
  });
};
