import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FormField } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useSubmissionExport, useSubmissionFile } from '../../api/forms.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { wantsStepUp } from '../../components/StepUpDialog.tsx';
import { useStepUpRetry } from '../../components/use-step-up-retry.tsx';

interface Submission {
  id: number;
  submittedAt: string;
  answers: Record<string, unknown>;
  files: Record<string, { name: string }> | null;
}

const shown = (value: unknown, yes: string, no: string): string => {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? yes : no;
  return String(value);
};

/** A form's submissions, newest first: the first answers in the table, all of them (and the files) when opened. */
export const SubmissionsPanel = ({ formId, fields }: { formId: number; fields: FormField[] }) => {
  const { t } = useTranslation();
  const list = useAllRecords('form_submissions', { form: String(formId), 'order[submittedAt]': 'desc' });
  const exportFile = useSubmissionExport();
  const file = useSubmissionFile();
  const [open, setOpen] = useState<Submission | null>(null);
  const { retryAfterStepUp, stepUpDialog } = useStepUpRetry();
  // The submissions are personal data: a bulk export may ask for the second factor first.
  const exportAs = (format: 'csv' | 'xlsx'): void =>
    exportFile.mutate({ formId, format }, { onError: (error) => void retryAfterStepUp(error, () => exportAs(format)) });
  const rows = (list.data ?? []) as unknown as Submission[];
  const columns = fields.filter((field) => field.type !== 'file').slice(0, 3);
  const yes = t('ui.forms_admin.yes');
  const no = t('ui.forms_admin.no');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => exportAs('csv')}>
          {t('ui.forms_admin.export_csv')}
        </Button>
        <Button variant="outlined" onClick={() => exportAs('xlsx')}>
          {t('ui.forms_admin.export_excel')}
        </Button>
      </Stack>
      {stepUpDialog}
      {exportFile.isError && !wantsStepUp(exportFile.error) && (
        <Alert severity="error">{errorMessage(exportFile.error, t('app.an_error_occurred'))}</Alert>
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('ui.forms_admin.no_submissions')}</Typography>
      ) : (
        <Table size="small" aria-label={t('resources.form_submissions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.submittedAt')}</TableCell>
              {columns.map((field) => (
                <TableCell key={field.key}>{field.label}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="submission-row">
                <TableCell>{row.submittedAt}</TableCell>
                {columns.map((field) => (
                  <TableCell key={field.key}>{shown(row.answers[field.key], yes, no)}</TableCell>
                ))}
                <TableCell>
                  <Button size="small" onClick={() => setOpen(row)}>
                    {t('ui.forms_admin.open')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="sm">
        <DialogTitle>
          {t('resources.form_submissions')} #{open?.id}
        </DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {open &&
                fields.map((field) => {
                  const stored = open.files?.[field.key];
                  return (
                    <TableRow key={field.key}>
                      <TableCell component="th" scope="row">
                        {field.label}
                      </TableCell>
                      <TableCell>
                        {field.type === 'file' ? (
                          stored ? (
                            <Button
                              size="small"
                              onClick={() => file.mutate({ id: open.id, key: field.key, name: stored.name })}
                            >
                              {stored.name}
                            </Button>
                          ) : null
                        ) : (
                          shown(open.answers[field.key], yes, no)
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('ui.dialog.close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
