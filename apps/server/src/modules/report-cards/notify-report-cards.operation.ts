import {
  builtInLabel,
  classStudents,
  gradingTerms,
  isLanguage,
  reportCardReleases,
  schools,
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

const NOTIFY_RELEASE = 'report-cards.notify-release';

/**
 * A class's report cards released are told to each student of the class in the release's term
 * and their guardians (issue 30, part 3, "report card published"): a job queued in the release's
 * transaction, so a release refused tells no one, and a class of forty is told off the request.
 */
export const queueReleaseNotice = async (
  tx: Db,
  release: RowOf<typeof reportCardReleases>,
  language: Language,
): Promise<void> => {
  await enqueue(tx, NOTIFY_RELEASE, { release: release.id, language });
};

/** Tells each student's family, each reader in their own language, linking to the grades page. */
const notifyRelease = async (tx: Db, id: number, fallback: Language): Promise<void> => {
  const store = system(tx);
  // A release taken back before the job ran tells nobody.
  const release = await store.of(reportCardReleases).first({ id });
  if (!release) return;
  const term = await store.of(gradingTerms).first({ id: release.term });
  const school = await store.of(schools).first({ id: release.school });
  const members = await store.of(classStudents).list({ classId: release.class, term: release.term });
  const pupils = await store.of(students).list({ id: [...new Set(members.map((row) => row.student))] });
  for (const student of pupils) {
    const words = (reader: Language) => ({
      student: `${student.name} ${student.lastName}`,
      term: term ? builtInLabel('grading_terms', 'title', term.title, reader) : '',
      school: school?.title ?? '',
    });
    await notifyStudentFamily(tx, student, {
      kind: 'report_card_published',
      render: (reader) => ({
        title: translate(reader, 'ui.report_cards.notify_subject', words(reader)),
        body: translate(reader, 'ui.report_cards.notify_body', words(reader)),
      }),
      link: '/grades',
      fallback,
    });
  }
};

export const notifyReleaseJob = defineJob({
  task: NOTIFY_RELEASE,
  run: async (tx, job) => {
    const { release, language } = job.payload;
    if (!Number.isInteger(release)) return;
    await notifyRelease(tx, Number(release), typeof language === 'string' && isLanguage(language) ? language : 'en');
  },
});
