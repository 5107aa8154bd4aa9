import {
  assignments,
  classStudents,
  courses,
  isLanguage,
  languageLocales,
  students,
  translate,
  type Language,
  type RowOf,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { notifyStudentFamily } from '../notifications/notify-users.operation.ts';

const NOTIFY_CLASS = 'gradebook.notify-class';

type Assignment = RowOf<typeof assignments>;
type Event = 'set' | 'released';

/** A stored time (`YYYY-MM-DD HH:mm:ss` or ISO) as a Date in UTC's reading of the school's wall clock. */
const wallTime = (value: string): Date => new Date(`${value.replace(' ', 'T').slice(0, 19)}Z`);

/**
 * Work set for a class, or its grades released, is told to the class's students and their
 * families: a job queued in the transaction that set or released it (nothing is told of a change
 * that rolled back). A release dated later waits for its time (`runAt`), and the job checks the
 * assignment still says so when it runs.
 */
export const queueClassNotice = async (
  tx: Db,
  assignment: Assignment,
  event: Event,
  language: Language,
  schoolNow: string,
): Promise<void> => {
  const releasedAt = event === 'released' ? assignment.releasedAt : null;
  const later = releasedAt !== null && wallTime(releasedAt) > wallTime(schoolNow);
  await enqueue(
    tx,
    NOTIFY_CLASS,
    { assignment: assignment.id, event, language, ...(releasedAt === null ? {} : { releasedAt }) },
    // The wall clocks compare as text; the queue's clock is real time, so the wait is the difference.
    later ? { runAt: new Date(Date.now() + (wallTime(releasedAt).getTime() - wallTime(schoolNow).getTime())) } : {},
  );
};

/** What one student's notice says, in a reader's language. */
const noticeText = (
  reader: Language,
  event: Event,
  values: { student: string; title: string; course: string; due: string | null },
) => {
  const due =
    values.due === null
      ? null
      : new Intl.DateTimeFormat(languageLocales[reader], { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${values.due.slice(0, 10)}T00:00:00Z`),
        );
  const words = { ...values, due: due ?? '' };
  return event === 'set'
    ? {
        title: translate(reader, 'ui.gradebook.notify_set_subject', words),
        body: translate(
          reader,
          due === null ? 'ui.gradebook.notify_set_undated' : 'ui.gradebook.notify_set_due',
          words,
        ),
      }
    : {
        title: translate(reader, 'ui.gradebook.notify_released_subject', words),
        body: translate(reader, 'ui.gradebook.notify_released_body', words),
      };
};

/**
 * Tells each student of the assignment's class (once, whatever their terms) and their guardians,
 * each reader in their own language, linking to the family's grades. A release the teacher took
 * back or moved meanwhile tells nobody.
 */
const notifyClass = async (tx: Db, id: number, event: Event, fallback: Language, releasedAt: unknown) => {
  const store = system(tx);
  const assignment = await store.of(assignments).first({ id });
  if (!assignment) return;
  if (event === 'released' && (assignment.releasedAt === null || assignment.releasedAt !== releasedAt)) return;
  const course = assignment.course === null ? undefined : await store.of(courses).first({ id: assignment.course });
  const members = await store.of(classStudents).list({ classId: assignment.class });
  const pupils = await store.of(students).list({ id: [...new Set(members.map((row) => row.student))] });
  for (const student of pupils) {
    const values = {
      student: `${student.name} ${student.lastName}`,
      title: assignment.title,
      course: course?.title ?? '',
      due: event === 'set' ? assignment.dueDate : null,
    };
    await notifyStudentFamily(tx, student, {
      kind: event === 'set' ? 'homework_set' : 'grades_released',
      render: (reader) => noticeText(reader, event, values),
      link: event === 'set' ? '/homework' : '/grades',
      fallback,
    });
  }
};

export const notifyClassJob = defineJob({
  task: NOTIFY_CLASS,
  run: async (tx, job) => {
    const { assignment, event, language, releasedAt } = job.payload;
    if (!Number.isInteger(assignment) || (event !== 'set' && event !== 'released')) return;
    const fallback = typeof language === 'string' && isLanguage(language) ? language : 'en';
    await notifyClass(tx, Number(assignment), event, fallback, releasedAt ?? null);
  },
});
