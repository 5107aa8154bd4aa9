/**
 * The sections of a student's profile (`/student/{id}/{section}`), in tab order. A record
 * section lists one resource of that student (fixed by `field`) and opens its generic form at
 * `{section}/new` and `{section}/{sid}/{saction}`; the finance sections are the finance area's
 * screens (`resources/finance/StudentFinanceSection.tsx`).
 */
type SectionKind =
  | 'overview'
  | 'records'
  | 'documents'
  | 'attendance'
  | 'exams'
  | 'finance'
  | 'promissory-notes'
  | 'invoices';

export interface StudentSection {
  key: string;
  kind: SectionKind;
  /** For record sections: the resource listed and the field that names the student. */
  resource?: string;
  field?: string;
}

const studentSections: readonly StudentSection[] = [
  { key: 'overview', kind: 'overview' },
  { key: 'family', kind: 'records', resource: 'guardians', field: 'studentId' },
  { key: 'classes', kind: 'records', resource: 'class_students', field: 'student' },
  { key: 'batches', kind: 'records', resource: 'student_batches', field: 'studentId' },
  { key: 'courses', kind: 'records', resource: 'student_courses', field: 'studentId' },
  { key: 'bus-fees', kind: 'records', resource: 'student_bus_fees', field: 'studentId' },
  { key: 'documents', kind: 'documents', resource: 'student_documents', field: 'studentId' },
  { key: 'tags', kind: 'records', resource: 'student_taggings', field: 'studentId' },
  { key: 'behaviours', kind: 'records', resource: 'student_behaviours', field: 'studentId' },
  { key: 'attendance', kind: 'attendance' },
  { key: 'exams', kind: 'exams' },
  { key: 'installments', kind: 'finance', resource: 'installments', field: 'studentId' },
  { key: 'discounts', kind: 'finance', resource: 'student_discounts', field: 'studentId' },
  { key: 'scholarship', kind: 'finance', resource: 'student_scholarships', field: 'studentId' },
  { key: 'payment', kind: 'finance', resource: 'student_payments', field: 'studentId' },
  { key: 'promissory-notes', kind: 'promissory-notes', resource: 'promissory_notes', field: 'studentId' },
  { key: 'invoices', kind: 'invoices', resource: 'invoices', field: 'studentId' },
];

/** The section a path names, or undefined (an unknown section is not found). */
export const sectionOf = (key: string | undefined): StudentSection | undefined =>
  studentSections.find((section) => section.key === (key ?? 'overview'));

/**
 * The sections a person is shown: those whose resource they may list (a parent does not list
 * the school's tags), and every section without a resource.
 */
export const visibleSections = (mayList: (resource: string) => boolean): StudentSection[] =>
  studentSections.filter((section) => section.resource === undefined || mayList(section.resource));

/**
 * The resource the exam results tab lists (the academics area's `exam_results`, filtered by
 * `student`); the tab falls back to a plain notice where it is not declared.
 */
export const EXAM_RESULTS_RESOURCES = ['exam_results'] as const;

/** An attendance's type title as read (`{id, title}` embedded), or null when none (present). */
const attendanceTypeTitle = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'title' in value ? String(value.title) : null;

/** How many of a student's attendances fall under each type: the season's summary. */
export const summarizeAttendance = (rows: readonly Record<string, unknown>[]): Map<string | null, number> => {
  const counts = new Map<string | null, number>();
  for (const row of rows) {
    const title = attendanceTypeTitle(row.attendanceType);
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  return counts;
};
