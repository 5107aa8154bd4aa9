import type { StudentSectionProps } from '../../app/screens.ts';
import { recordSectionProps } from '../students/record-section-props.ts';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';

/**
 * A student's counselling sessions, support plans or accommodations: the generic list and form,
 * fixed to the student. The tab shows only to whoever may list the resource: the counsellors,
 * and for the accommodations the student's teachers too (read only, as the server says).
 */
export const GuidanceRecordsSection = (section: StudentSectionProps) => (
  <StudentRecordsSection {...recordSectionProps(section)} />
);
