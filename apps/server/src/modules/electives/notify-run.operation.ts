import {
  courseRequests,
  electiveOffers,
  isLanguage,
  languageLocales,
  students,
  translate,
  type Language,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { enqueue } from '../../jobs/queue.ts';
import { defineJob } from '../../jobs/registry.ts';
import { notifyStudentFamily } from '../notifications/notify-users.operation.ts';
import type { PlacementChange } from './place-students.ts';

const NOTIFY_RUN = 'electives.notify-run';

/**
 * The students a placement run placed or put on a waiting list (not those whose place in line
 * only moved up, nor those it left as they were), once each.
 */
export const studentsToTell = (
  changes: readonly PlacementChange[],
  before: ReadonlyMap<number, { student: number; status: string }>,
): number[] => [
  ...new Set(
    changes.flatMap((change) => {
      const was = before.get(change.id);
      const told = change.placedNow || (change.status === 'waitlisted' && was?.status !== 'waitlisted');
      return told && was ? [was.student] : [];
    }),
  ),
];

/**
 * After a placement, its families hear where their child stands: one job queued in the run's
 * transaction (it commits with it, nothing is told of a run that failed), which writes the notices.
 */
export const queueRunNotices = async (
  tx: Db,
  run: { season: number; language: Language },
  studentIds: readonly number[],
): Promise<void> => {
  if (studentIds.length === 0) return;
  await enqueue(tx, NOTIFY_RUN, { ...run, students: [...studentIds] });
};

/** One student's notice: every elective of the season they are placed in or wait for, as the run left them. */
const tellStudent = async (tx: Db, season: number, fallback: Language, studentId: number): Promise<void> => {
  const store = system(tx);
  const student = await store.of(students).first({ id: studentId });
  if (!student) return;
  const requests = (await store.of(courseRequests).list({ season, student: studentId })).filter(
    (row) => row.requestStatus === 'placed' || row.requestStatus === 'waitlisted',
  );
  if (requests.length === 0) return;
  const offers = await store.of(electiveOffers).list({ id: requests.map((row) => row.offer) });
  const ordered = requests
    .map((row) => ({ row, offer: offers.find((offer) => offer.id === row.offer) }))
    .filter((entry) => entry.offer !== undefined)
    .sort((a, b) => (a.offer?.block ?? '').localeCompare(b.offer?.block ?? '') || a.row.rank - b.row.rank);
  const name = `${student.name} ${student.lastName}`;
  const render = (reader: Language) => {
    const parts = ordered.map(({ row, offer }) => {
      const values = {
        title: offer?.title ?? '',
        block: offer?.block ?? '',
        section: String(row.section ?? 1),
        position: String(row.waitlistPosition ?? 1),
      };
      return translate(
        reader,
        row.requestStatus === 'placed' ? 'ui.electives.notify_run_placed' : 'ui.electives.notify_run_waiting',
        values,
      );
    });
    const list = new Intl.ListFormat(languageLocales[reader], { type: 'conjunction' }).format(parts);
    return {
      title: translate(reader, 'ui.electives.notify_run_subject', { student: name }),
      body: translate(reader, 'ui.electives.notify_run_body', { student: name, list }),
    };
  };
  await notifyStudentFamily(tx, student, { kind: 'elective_placed', render, link: '/electives', fallback });
};

/**
 * Writes the run's notices, a student at a time, in the job's transaction: a retry after a
 * failure writes them all again from nothing, so no family is told twice.
 */
export const notifyRunJob = defineJob({
  task: NOTIFY_RUN,
  run: async (tx, job) => {
    const { season, language, students: ids } = job.payload;
    if (!Number.isInteger(season) || !Array.isArray(ids)) return;
    const fallback = typeof language === 'string' && isLanguage(language) ? language : 'en';
    for (const id of ids) if (Number.isInteger(id)) await tellStudent(tx, Number(season), fallback, Number(id));
  },
});
