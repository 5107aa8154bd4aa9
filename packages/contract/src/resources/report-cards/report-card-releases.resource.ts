import { dateTime, defineResource, familyReads, ref, staff } from '../../resource/index.ts';

/**
 * A class's report cards for a term, on a report type, released to its families (issue 30, part
 * 1 and 3, "report card published"): from then on each student of the class in that term and
 * their guardians download that card (`GET /api/students/{id}/report_cards`), and they are told
 * so once. Staff release from the printer (`/academic/report-cards`); deleting the release takes
 * the cards back. `releasedAt` is the school's wall time of the release, set by the server.
 */
export const reportCardReleases = defineResource({
  name: 'report_card_releases',
  type: 'ReportCardRelease',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    class: ref('classes', { required: true, onDelete: 'cascade', sameSchool: true }),
    reportType: ref('report_types', { required: true, onDelete: 'cascade', sameSchool: true }),
    term: ref('grading_terms', { required: true, onDelete: 'cascade', sameSchool: true }),
    releasedAt: dateTime({ readOnly: true, label: 'ui.report_cards.released_at' }),
  },
  // A family reads the releases of its children's classes; a teacher those of the classes they teach.
  ownVia: [{ field: 'class' }],
  teacherVia: [{ field: 'class' }],
  uniques: [['class', 'reportType', 'term']],
  filters: ['school', 'class', 'reportType', 'term'],
  orderFields: ['releasedAt'],
  defaultOrder: { releasedAt: 'desc' },
  list: ['class', 'reportType', 'term', 'releasedAt'],
  labelField: 'releasedAt',
  access: { list: familyReads, read: familyReads, create: staff, update: [], delete: staff },
});
