import { access, defineResource, everyone, int, ref, staff, text } from '../../resource/index.ts';

/**
 * What a student of the school must earn to graduate (issue 31, part 5): credits in a subject
 * ("Mathematics: 4"), or in all courses when no subject is named ("Total: 24"). Credits are
 * earned by a passed course (the transcript's `passed`), counted by the course's subject
 * (`courses.subject`). A requirement may be of one programme (`programme_students` say who
 * follows it); one without is every student's. Everyone of the school reads them (a family's progress view names them);
 * staff set them. A subject a requirement counts is not deleted (restrict).
 */
export const graduationRequirements = defineResource({
  name: 'graduation_requirements',
  type: 'GraduationRequirement',
  scope: 'school',
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    title: text({ required: true, maxLength: 150 }),
    subject: ref('subject_branches', { embed: ['title'] }),
    credits: int({ required: true, min: 1, max: 1000 }),
    // None: every student of the school; else the students placed in that programme only.
    programme: ref('graduation_programmes', { onDelete: 'cascade', sameSchool: true, embed: ['title'] }),
  },
  uniques: [['school', 'title']],
  filters: ['school', 'subject', 'programme'],
  orderFields: ['title', 'credits'],
  defaultOrder: { title: 'asc' },
  searchFields: ['title'],
  list: ['title', 'subject', 'programme', 'credits'],
  labelField: 'title',
  access: access(everyone, staff),
});
