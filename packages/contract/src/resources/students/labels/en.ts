import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    students: 'Students',
  },
  fields: {
    studentNumber: 'Student number',
    nationalId: 'National ID',
    gender: 'Gender',
    birthDate: 'Date of birth',
    enrollmentDate: 'Enrollment date',
    photo: 'Photo',
    photoKey: 'Photo file',
  },
  menu: {
    student_list: 'Students',
  },
} satisfies LabelSection;
