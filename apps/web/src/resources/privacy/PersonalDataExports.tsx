import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { parseReference } from '@kampus/contract/resource';
import { deletePersonalDataRequests, getResource } from '@kampus/contract/resources';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useGuardedStudents, usePersonalDataExport, type PersonalDataSubject } from '../../api/data-protection.ts';
import { useNotify } from '../../app/notices.ts';
import { useStepUpRetry } from '../../components/use-step-up-retry.tsx';
import type { ApiRecord } from '../../api/types.ts';
import { useRecord } from '../../api/resources.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { recordLabel } from '../generic/labels.ts';
import type { FormExtraProps } from '../generic/form-extra-props.ts';
import { DeadlineValue, isOverdue } from '../generic/deadline.tsx';
import { formatDate } from '../../i18n/format.ts';

const DownloadButton = ({ subject, target }: { subject: PersonalDataSubject; target: string }) => {
  const { t } = useTranslation();
  const exporting = usePersonalDataExport();
  const notify = useNotify();
  const { retryAfterStepUp, stepUpDialog } = useStepUpRetry();
  const language = useLanguage();
  const record = useRecord(target, subject.id);
  const save = (): void =>
    exporting.mutate(subject, {
      onSuccess: () => notify({ message: t('ui.personal_data.downloaded'), variant: 'success' }),
      onError: (error) => {
        if (!retryAfterStepUp(error, save))
          notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
      },
    });
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        // A person's name is never shouted in capitals (nor turned into "ÖĞRENCI" outside Turkish).
        sx={{ textTransform: 'none' }}
        disabled={exporting.isPending || !record.data}
        onClick={save}
      >
        {t('ui.personal_data.download', { name: record.data ? recordLabel(target, record.data, language) : '…' })}
      </Button>
      {stepUpDialog}
    </>
  );
};

/**
 * Below a data-subject request (staff): the access export of the person who asked and of each of
 * their children, one download each, so an access request is answered from its own page
 * (`GET /{lang}/users/{id}/personal-data`, `GET /api/students/{id}/personal-data`; docs/privacy.md).
 */
export const PersonalDataExports = ({ record }: FormExtraProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useId();
  const userId = parseReference(record.user, 'users');
  const children = useGuardedStudents(userId);
  if (userId === undefined) return null;
  const studentIds = [
    ...new Set(
      (children.data ?? [])
        .map((row: ApiRecord) => parseReference(row.studentId, 'students'))
        .filter((id): id is number => id !== undefined),
    ),
  ];
  const due = typeof record.dueDate === 'string' ? record.dueDate : null;
  return (
    <Paper component="section" aria-labelledby={heading} sx={{ p: 2, mt: 2 }}>
      {/* The law's 30 days, on the request itself: the list is not the only place that says so. */}
      {due && (
        <Typography sx={{ mb: 1 }}>
          <DeadlineValue
            text={t('ui.accounts.privacy.due', { date: formatDate(due, language) })}
            overdue={isOverdue(deletePersonalDataRequests, record as ApiRecord)}
          />
        </Typography>
      )}
      <Typography id={heading} variant="h6" component="h2">
        {t('ui.personal_data.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.personal_data.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <DownloadButton subject={{ kind: 'user', id: userId }} target="users" />
        {children.isLoading && <Skeleton variant="rectangular" width={200} height={36} />}
        {studentIds.map((id) => (
          <DownloadButton key={id} subject={{ kind: 'student', id }} target="students" />
        ))}
      </Box>
      {children.isSuccess && studentIds.length === 0 && getResource('guardians') && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('ui.personal_data.none')}
        </Typography>
      )}
    </Paper>
  );
};
