import { enrollments } from '@kampus/contract/resources';
import type { Operation } from '@kampus/contract/resource';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAccess } from '../../components/RequireAccess.tsx';

/** The enrolment screens are staff's: anyone else sees the refusal, not a wizard the server refuses. */
export const StaffOnly = ({
  operation,
  titleKey,
  children,
}: {
  operation: Operation;
  titleKey: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <RequireAccess resource={enrollments} operation={operation} title={t(titleKey)}>
      {children}
    </RequireAccess>
  );
};
