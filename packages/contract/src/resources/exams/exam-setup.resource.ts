import {
  access,
  decimal,
  defineResource,
  int,
  ref,
  refId,
  staff,
  staffAndTeachers,
  text,
} from '../../resource/index.ts';

/** A band of scores with its name ("Excellent": 85 to 100), as report cards and result lists show it. */
export const scoreCategories = defineResource({
  name: 'score_categories',
  type: 'ScoreCategory',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 100 }),
    minScore: decimal({ required: true, precision: 6, scale: 2, min: 0, max: 1000 }),
    maxScore: decimal({ required: true, precision: 6, scale: 2, min: 0, max: 1000 }),
  },
  filters: ['school'],
  orderFields: ['minScore', 'title'],
  defaultOrder: { minScore: 'desc' },
  list: ['title', 'minScore', 'maxScore'],
  access: access(staffAndTeachers, staff),
});

/** The shape of an exam: its subjects, each with a question count and the points it is worth. */
export const examTemplates = defineResource({
  name: 'exam_templates',
  type: 'ExamTemplate',
  scope: 'school',
  createStatus: 200,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    description: text({ maxLength: 500 }),
  },
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'description'],
  access: access(staffAndTeachers, staff),
});

/**
 * One subject of an exam template. `answerKey` (one letter per question, A to E) is what an optic
 * file's answers are marked against; a subject typed by hand needs none.
 */
export const examTemplateSubjects = defineResource({
  name: 'exam_template_subjects',
  type: 'ExamTemplateSubject',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    examTemplateId: refId('exam_templates', { required: true, onDelete: 'cascade', sameSchool: true }),
    subject: ref('subject_branches', { required: true, onDelete: 'restrict', embed: ['title', 'code'] }),
    questionCount: int({ required: true, min: 1, max: 500 }),
    points: decimal({ required: true, precision: 6, scale: 2, min: 0, max: 1000 }),
    answerKey: text({ maxLength: 500 }),
    position: int({ default: 0, min: 0, max: 1000 }),
  },
  uniques: [['examTemplateId', 'subject']],
  filters: ['school', 'examTemplateId'],
  orderFields: ['position'],
  defaultOrder: { position: 'asc' },
  list: ['subject', 'questionCount', 'points', 'position'],
  labelField: 'subject',
  access: access(staffAndTeachers, staff),
});

/** How an optical reader's text file is laid out: one record per student, `linesPerRecord` lines each. */
export const opticFormTemplates = defineResource({
  name: 'optic_form_templates',
  type: 'OpticFormTemplate',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    linesPerRecord: int({ default: 1, min: 1, max: 10 }),
  },
  filters: ['school'],
  orderFields: ['title'],
  defaultOrder: { title: 'asc' },
  list: ['title', 'linesPerRecord'],
  access: access(staffAndTeachers, staff),
});

/**
 * A fixed-width field of an optic form: what it holds (`fieldName`), where (`row` of the record,
 * 1-based `startColumn`, `length`), and for answers the subject they belong to.
 */
export const opticFormTemplateFields = defineResource({
  name: 'optic_form_template_fields',
  type: 'OpticFormTemplateField',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    opticFormId: refId('optic_form_templates', { required: true, onDelete: 'cascade', sameSchool: true }),
    fieldName: ref('optic_form_field_names', { required: true, onDelete: 'restrict', embed: ['title', 'code'] }),
    subject: ref('subject_branches', { onDelete: 'restrict' }),
    startColumn: int({ required: true, min: 1, max: 1000 }),
    length: int({ required: true, min: 1, max: 500 }),
    row: int({ default: 1, min: 1, max: 10 }),
  },
  filters: ['school', 'opticFormId'],
  orderFields: ['row', 'startColumn'],
  defaultOrder: { startColumn: 'asc' },
  list: ['fieldName', 'subject', 'row', 'startColumn', 'length'],
  labelField: 'fieldName',
  access: access(staffAndTeachers, staff),
});
