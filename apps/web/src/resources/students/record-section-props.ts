import type { StudentSectionProps } from '../../app/screens.ts';
import type { StudentRecordsSectionProps } from './StudentRecordsSection.tsx';

/** A profile tab's props as the records list of its resource takes them (the student fixed by `field`). */
export const recordSectionProps = ({
  student,
  section,
  basePath,
  title,
  crumbs,
  sid,
  saction,
}: StudentSectionProps): StudentRecordsSectionProps => ({
  studentId: student.id,
  resourceName: section.resource ?? '',
  field: section.field ?? 'studentId',
  basePath,
  title,
  crumbs,
  sid,
  saction,
});
