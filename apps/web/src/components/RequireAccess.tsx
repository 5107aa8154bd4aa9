import { Alert, Box } from '@mui/material';
import { permits, type Operation, type Resource } from '@kampus/contract/resource';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccessCaller } from '../api/access.ts';
import { PageHeader } from './PageHeader.tsx';
import { PageSpinner } from './PageSpinner.tsx';

/**
 * A screen of its own (not a generic list) that only some audiences may use: who may not sees its
 * title and "You do not have access to this." instead of a form the server would refuse or an
 * error. The rule is the same `permits` the server's policy enforces.
 */
export const RequireAccess = ({
  resource,
  operation,
  title,
  children,
}: {
  resource: Resource;
  operation: Operation;
  title: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const caller = useAccessCaller();
  if (caller === undefined) return <PageSpinner />;
  if (permits(resource, operation, caller)) return <>{children}</>;
  return (
    <Box>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <Alert severity="error">{t('errors.forbidden')}</Alert>
    </Box>
  );
};
