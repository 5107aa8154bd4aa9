import {
  builtInLabel,
  classes,
  classStudents,
  gradingTerms,
  reportCardReleases,
  reportTypes,
  studentReportCardPdfAction,
  studentReportCardsAction,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { implement } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { reportCardData } from './report-card-data.operation.ts';
import { reportCardsAnswer } from './report-cards.action.ts';

/**
 * The releases of the classes a student sat in for each release's term, newest first. Read as the
 * system: the engine has loaded the student through the caller's reach, and a release of one of
 * the student's classes is theirs to read whoever the caller is (a parent does not read report
 * types or other classes' releases through the generic routes).
 */
const releasesOf = async (db: Db, student: number) => {
  const store = system(db);
  const seats = await store.of(classStudents).list({ student });
  if (seats.length === 0) return [];
  const sat = new Set(seats.map((seat) => `${seat.classId}:${seat.term}`));
  const releases = await store
    .of(reportCardReleases)
    .list({ class: [...new Set(seats.map((seat) => seat.classId))] }, { order: { releasedAt: 'desc' } });
  return releases.filter((release) => sat.has(`${release.class}:${release.term}`));
};

export const studentReportCardsRun = implement(studentReportCardsAction, async ({ db, record, language }) => {
  const releases = await releasesOf(db, record.id);
  const store = system(db);
  const ids = (pick: (release: (typeof releases)[number]) => number) => [...new Set(releases.map(pick))];
  const types = new Map((await store.of(reportTypes).list({ id: ids((row) => row.reportType) })).map((t) => [t.id, t]));
  const terms = new Map((await store.of(gradingTerms).list({ id: ids((row) => row.term) })).map((t) => [t.id, t]));
  const rooms = new Map((await store.of(classes).list({ id: ids((row) => row.class) })).map((c) => [c.id, c]));
  return releases.map((release) => ({
    release: release.id,
    reportTitle: types.get(release.reportType)?.reportTitle ?? '',
    termTitle: builtInLabel('grading_terms', 'title', terms.get(release.term)?.title ?? '', language),
    classTitle: rooms.get(release.class)?.title ?? '',
    releasedAt: release.releasedAt,
  }));
});

/**
 * One student's card of a release: the release must be of a class the student sat in for its
 * term (404 otherwise, as for a release out of reach). Drawn as the printer draws it, from
 * released work only, in the reader's language.
 */
export const studentReportCardPdfRun = implement(
  studentReportCardPdfAction,
  async ({ db, record, input, language }) => {
    const release = (await releasesOf(db, record.id)).find((row) => row.id === input.params.releaseId);
    if (!release) throw notFound();
    const batch = await reportCardData(db, systemContext(language), {
      reportType: release.reportType,
      term: release.term,
      classId: release.class,
      student: record.id,
    });
    return reportCardsAnswer(batch, language, `report-card-${release.term}-${record.id}.pdf`);
  },
);
