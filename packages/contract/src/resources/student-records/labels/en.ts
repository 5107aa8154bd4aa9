import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: {
    student_batches: 'Student batches',
    student_courses: 'Student courses',
    school_bus_fees: 'School bus fees',
    student_bus_fees: 'Student bus fees',
    student_tags: 'Student tags',
    student_taggings: 'Tagged students',
    student_behaviours: 'Student behaviours',
    enrollment_documents: 'Enrollment documents',
    student_documents: 'Student documents',
  },
  fields: {
    schoolBusFee: 'Bus service',
    tag: 'Tag',
    tagId: 'Tag',
    hit: 'Uses',
    addedBy: 'Added by',
    behaviourDate: 'Date',
    behaviourType: 'Kind',
    isRequired: 'Required',
    enrollmentDocument: 'Enrollment document',
    fileName: 'File',
    fileSize: 'Size (bytes)',
    fileKey: 'Stored file',
  },
  menu: { school_bus_fees: 'School bus fees' },
} satisfies LabelSection;
