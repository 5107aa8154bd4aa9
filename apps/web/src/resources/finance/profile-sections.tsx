import type { StudentSectionProps } from '../../app/screens.ts';
import { StudentFinanceSection, type StudentFinanceSectionProps } from './StudentFinanceSection.tsx';

/** The finance area's tabs of the student profile: installments, discounts, scholarship, payment. */
export const FinanceSection = ({ student, section, basePath, title, crumbs, sid, saction }: StudentSectionProps) => (
  <StudentFinanceSection
    section={section.key as StudentFinanceSectionProps['section']}
    studentId={student.id}
    basePath={basePath}
    title={title}
    crumbs={crumbs}
    sid={sid}
    saction={saction}
  />
);
