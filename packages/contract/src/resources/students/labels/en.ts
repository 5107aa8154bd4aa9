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
  ui: {
    // students area
    student_profile: {
      any: 'Any',
      class_filter: 'Class',
      tag_filter: 'Tag',
      active: 'Active',
      inactive: 'Inactive',
      none: 'None',
      edit: 'Edit student',
      uploaded: 'The file has been uploaded.',
      upload: 'Upload file',
      upload_photo: 'Upload photo',
      photo_saved: 'The photo has been saved.',
      photo_of: 'Photo of {{name}}',
      download: 'Download',
      attendance_total_one: '{{count}} lesson recorded this season',
      attendance_total_other: '{{count}} lessons recorded this season',
      no_attendance: 'No attendance recorded this season yet.',
      no_exam_results: 'No exam results yet.',
      no_student: 'No student is linked to your account yet.',
      sections_label: 'Student sections',
      sections: {
        overview: 'Overview',
        family: 'Family',
        classes: 'Classes',
        batches: 'Batches',
        courses: 'Courses',
        'bus-fees': 'Bus fees',
        documents: 'Documents',
        tags: 'Tags',
        behaviours: 'Behaviours',
        attendance: 'Attendance',
        exams: 'Exam results',
        installments: 'Installments',
        discounts: 'Discounts',
        scholarship: 'Scholarship',
        payment: 'Payment',
      },
    },
  },
} satisfies LabelSection;
