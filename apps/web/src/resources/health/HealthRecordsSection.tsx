import type { StudentSectionProps } from '../../app/screens.ts';
import { recordSectionProps } from '../students/record-section-props.ts';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';

/** A student's health record (one per student) and their nurse visits: the generic list and form, fixed to the student. */
export const HealthRecordsSection = (section: StudentSectionProps) => (
  <StudentRecordsSection {...recordSectionProps(section)} />
);
