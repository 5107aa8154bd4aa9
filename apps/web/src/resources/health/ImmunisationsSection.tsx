import type { StudentSectionProps } from '../../app/screens.ts';
import { recordSectionProps } from '../students/record-section-props.ts';
import { StudentRecordsSection } from '../students/StudentRecordsSection.tsx';
import { ImmunisationStatusCard } from './ImmunisationStatusCard.tsx';

/** A student's immunisations: the schedule's status (missing doses flagged) above the doses given. */
export const ImmunisationsSection = (section: StudentSectionProps) => {
  const props = recordSectionProps(section);
  return (
    <>
      {props.sid === undefined && <ImmunisationStatusCard studentId={props.studentId} />}
      <StudentRecordsSection {...props} />
    </>
  );
};
