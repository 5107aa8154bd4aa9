import {
  admissionInterviews,
  cipActivities,
  cipParticipants,
  cipSeasons,
  classes,
  examClasses,
  examResults,
  examTemplateSubjects,
  examTemplates,
  exams,
  gradeLevels,
  homeworks,
  markAnswers,
  opticFormFieldNames,
  opticFormTemplateFields,
  opticFormTemplates,
  schools,
  seasons,
  subjectBranches,
  totalOf,
  type RowOf,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { ensureRecord } from '../demo/ensure-record.ts';
import { studentsOfClasses } from './exam-context.operation.ts';
import { recomputeRanks } from './exam-scores.operation.ts';
import { examIntoGradebook } from '../gradebook/exam-work.operation.ts';

/** The demo exam's subjects: code of the Turkish subject, questions, points and answer key. */
const EXAM_SUBJECTS: [string, number, string, string][] = [
  ['TRK', 10, '40', 'ABCDEABCDE'],
  ['MAT', 10, '40', 'BBCCDDEEAA'],
  ['FEN', 5, '20', 'CADBE'],
];

/** A student's answers, varied by their place in the class so the ranks differ. */
const answersFor = (key: string, index: number): string =>
  [...key].map((letter, position) => ((position + index) % 4 === 0 ? 'A' : letter)).join('');

const seedExam = async (db: Db, school: number, season: number, klass: RowOf<typeof classes>): Promise<void> => {
  const store = system(db);
  const template = await ensureRecord(db, examTemplates, { school, title: 'Deneme Sınavı' }, {});
  const subjects = await store
    .of(subjectBranches)
    .list({ countryCode: 'TR', code: EXAM_SUBJECTS.map(([code]) => code) });
  const byCode = new Map(subjects.map((row) => [row.code, row.id]));
  for (const [position, [code, questionCount, points, answerKey]] of EXAM_SUBJECTS.entries()) {
    const subject = byCode.get(code);
    if (subject === undefined) continue;
    await ensureRecord(
      db,
      examTemplateSubjects,
      { examTemplateId: template.id, subject },
      { school, questionCount, points, answerKey, position },
    );
  }
  const form = await ensureRecord(
    db,
    opticFormTemplates,
    { school, title: 'Standart optik form' },
    { linesPerRecord: 1 },
  );
  const names = await store.of(opticFormFieldNames).list({ countryCode: 'TR' });
  const nameOf = (code: string) => names.find((row) => row.code === code)?.id;
  // Columns: number 1-5, name 6-25, then each subject's answers one after the other.
  const layout: [string, number | null, number, number][] = [
    ['studentNumber', null, 1, 5],
    ['studentName', null, 6, 20],
  ];
  let column = 26;
  for (const [code, questionCount] of EXAM_SUBJECTS) {
    layout.push(['answers', byCode.get(code) ?? null, column, questionCount]);
    column += questionCount;
  }
  for (const [code, subject, startColumn, length] of layout) {
    const fieldName = nameOf(code);
    if (fieldName === undefined) continue;
    await ensureRecord(
      db,
      opticFormTemplateFields,
      { opticFormId: form.id, startColumn },
      { school, fieldName, subject, length, row: 1 },
    );
  }
  const exam = await ensureRecord(
    db,
    exams,
    { school, season, title: 'Deneme Sınavı 1' },
    { examTemplate: template.id, examDate: '2026-10-15' },
  );
  await ensureRecord(db, examClasses, { examId: exam.id, classId: klass.id }, { school });
  if ((await store.of(examResults).count({ examId: exam.id })) > 0) return;
  const people = await studentsOfClasses(db, systemContext(), [klass.id]);
  for (const [index, { student }] of people.entries()) {
    const scores = Object.fromEntries(
      EXAM_SUBJECTS.flatMap(([code, questionCount, points, key]) => {
        const subject = byCode.get(code);
        return subject === undefined
          ? []
          : [[String(subject), markAnswers(answersFor(key, index), key, questionCount, points)]];
      }),
    );
    await store.of(examResults).insert({
      school,
      examId: exam.id,
      student: student.id,
      classId: klass.id,
      subjectScores: scores,
      totalScore: totalOf(Object.values(scores)),
      source: 'grid',
    });
  }
  await recomputeRanks(db, systemContext(), exam.id);
  await examIntoGradebook(db, systemContext(), exam.id);
};

/**
 * The academic demo of each demo school (README, "Demo data"): a homework per class, an exam with
 * results for its first class and the optic form it is read with, two admission interviews and a
 * community-service season with an activity. Idempotent: a start with everything in place reads.
 */
export const seedAcademicsDemo = async (db: Db): Promise<void> => {
  const store = system(db);
  const demo = await store.of(schools).list({ title: ['Demo High School', 'Demo Middle School'] });
  const maths = await store.of(subjectBranches).first({ countryCode: 'TR', code: 'MAT' });
  if (!maths) return;
  for (const { id: school } of demo) {
    const season = await store.of(seasons).first({ school, isDefault: true });
    if (!season) continue;
    const classRows = await store.of(classes).list({ school, season: season.id }, { order: { title: 'asc' } });
    for (const klass of classRows) {
      await ensureRecord(
        db,
        homeworks,
        { schoolId: school, season: season.id, classId: klass.id, title: 'Problem set 1' },
        {
          description: 'Exercises 1 to 12 on page 34. Show your working.',
          subject: maths.id,
          teacher: klass.teacher ?? null,
          assignedDate: '2026-11-20',
          dueDate: '2026-12-04',
        },
      );
    }
    const first = classRows[0];
    if (first) await seedExam(db, school, season.id, first);
    const level = await store.of(gradeLevels).first({ school }, { order: { levelOrder: 'asc' } });
    const interviews: [string, string, string, string, 'scheduled' | 'waiting_list'][] = [
      ['Ada', 'Yıldız', '2026-11-25', '10:00:00', 'scheduled'],
      ['Mert', 'Kaya', '2026-11-26', '14:30:00', 'waiting_list'],
    ];
    for (const [applicantName, applicantLastName, interviewDate, interviewTime, interviewStatus] of interviews) {
      await ensureRecord(
        db,
        admissionInterviews,
        { school, season: season.id, applicantName, applicantLastName },
        {
          guardianName: `Veli ${applicantLastName}`,
          guardianPhone: '+90 532 000 00 00',
          guardianEmail: `${applicantName.toLowerCase()}.veli@example.com`,
          gradeLevel: level?.id ?? null,
          interviewDate,
          interviewTime,
          interviewStatus,
        },
      );
    }
    const cipSeason = await ensureRecord(
      db,
      cipSeasons,
      { school, title: '2026-2027 Toplum Hizmeti' },
      { startDate: '2026-09-01', endDate: '2027-06-30', requiredHours: '20.00' },
    );
    const activity = await ensureRecord(
      db,
      cipActivities,
      { school, title: 'Park cleaning day' },
      { cipSeason: cipSeason.id, activityDate: '2026-10-10', hours: '3.50', place: 'Moda Park' },
    );
    if (first && (await store.of(cipParticipants).count({ activity: activity.id })) === 0) {
      const people = await studentsOfClasses(db, systemContext(), [first.id]);
      for (const { student } of people.slice(0, 5))
        await store.of(cipParticipants).insert({ school, activity: activity.id, student: student.id });
    }
  }
};
