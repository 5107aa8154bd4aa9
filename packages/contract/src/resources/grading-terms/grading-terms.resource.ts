import { access, date, defineResource, everyone, int, ref, staff, text } from '../../resource/index.ts';

export const gradingTerms = defineResource({
  name: 'grading_terms',
  type: 'GradingTerm',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    title: text({ required: true }),
    termOrder: int({ default: 1 }),
    startDate: date({ required: true }),
    endDate: date({ required: true }),
  },
  filters: ['season', 'school'],
  orderFields: ['startDate', 'termOrder'],
  defaultOrder: { startDate: 'asc' },
  list: ['title', 'season', 'startDate', 'endDate'],
  access: access(everyone, staff),
});
