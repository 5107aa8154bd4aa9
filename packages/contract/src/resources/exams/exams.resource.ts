import {
  access,
  date,
  decimal,
  defineResource,
  enumOf,
  familyReads,
  int,
  json,
  ref,
  refId,
  schoolAndFamilyReads,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** An exam of a season: a template given on a date to the classes listed in `exam_classes`. */
export const exams = defineResource({
  name: 'exams',
  type: 'Exam',
  scope: 'season',
  seasonField: 'season',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true, maxLength: 150 }),
    examTemplate: ref('exam_templates', { required: true, onDelete: 'restrict', sameSchool: true }),
    examDate: date({ required: true }),
  },
  ownVia: [{ link: 'exam_classes', to: 'examId', owned: 'classId' }],
  filters: ['school', 'season', 'examTemplate', 'examDate'],
  orderFields: ['examDate', 'title'],
  defaultOrder: { examDate: 'desc' },
  searchFields: ['title'],
  list: ['title', 'examTemplate', 'examDate'],
  access: {
    ...access(staffAndTeachers, staff),
    list: schoolAndFamilyReads,
    read: schoolAndFamilyReads,
  },
});

/** A class an exam is given to. */
export const examClasses = defineResource({
  name: 'exam_classes',
  type: 'ExamClass',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    examId: refId('exams', { required: true, onDelete: 'cascade', sameSchool: true }),
    classId: refId('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
  },
  uniques: [['examId', 'classId']],
  filters: ['school', 'examId', 'classId'],
  list: ['examId', 'classId'],
  access: access(staffAndTeachers, staff),
});

export const EXAM_RESULT_SOURCES = ['grid', 'optic'] as const;

/**
 * One student's result in one exam, written only by the server (the score grid and the optic
 * import): `subjectScores` per subject id (`{score, correct, wrong, blank}`), the total and the
 * ranks in the class and in the whole exam, recomputed on every save. The student profile reads
 * `GET /api/exam_results?student=<id>`.
 */
export const examResults = defineResource({
  name: 'exam_results',
  type: 'ExamResult',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    examId: refId('exams', { required: true, onDelete: 'cascade', sameSchool: true }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    // setNull on purpose: the result belongs to its exam and student; the class is only where the student sat then.
    classId: refId('classes', { onDelete: 'setNull', sameSchool: true }),
    subjectScores: json({ required: true }),
    totalScore: decimal({ required: true, precision: 8, scale: 2, min: 0 }),
    classRank: int({ min: 1 }),
    examRank: int({ min: 1 }),
    source: enumOf(EXAM_RESULT_SOURCES, { required: true }),
  },
  uniques: [['examId', 'student']],
  serverWritten: true,
  ownVia: [{ field: 'student' }],
  filters: ['school', 'examId', 'student', 'classId'],
  orderFields: ['totalScore', 'classRank', 'examRank'],
  defaultOrder: { examRank: 'asc' },
  list: ['examId', 'student', 'classId', 'totalScore', 'classRank', 'examRank'],
  labelField: 'student',
  access: access(familyReads, []),
});
