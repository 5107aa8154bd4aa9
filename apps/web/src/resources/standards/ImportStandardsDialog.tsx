import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useImportStandards } from '../../api/standards.ts';
import { notify } from '../../app/notices.ts';

/** "Row 4 · subject" for `rows[3].subject`: the file's own line numbers, the header being line 1. */
const rowOf = (path: string): { line: number; field: string } | null => {
  const match = /^rows\[(\d+)\]\.?(.*)$/.exec(path);
  return match ? { line: Number(match[1]) + 2, field: match[2] ?? '' } : null;
};

/**
 * The school office's CSV import of learning standards (POST /api/learning_standards/import): a
 * file chosen, sent whole; a refusal lists each refused line of the file with its message and
 * keeps nothing (the server's one transaction), a success says how many were new and changed.
 */
export const ImportStandardsDialog = ({ school, onClose }: { school: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const importer = useImportStandards();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const refused = importer.error instanceof ApiError ? (importer.error.problem.violations ?? []) : [];
  const send = () =>
    file &&
    importer.mutate(
      { school, csv: file.text },
      {
        onSuccess: (answer) => {
          notify({ message: { key: 'ui.standards.import_done', values: answer }, variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="import-standards-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-standards-title">{t('ui.standards.import_title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('ui.standards.import_help')}</Typography>
        <Button variant="outlined" component="label">
          {t('ui.standards.import_choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv,text/plain"
            data-testid="standards-csv"
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              importer.reset();
              setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
            }}
          />
        </Button>
        {file && (
          <Typography component="span" sx={{ mx: 2 }}>
            <bdi>{file.name}</bdi>
          </Typography>
        )}
        {importer.isError && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {refused.length === 0 ? (
              errorMessage(importer.error, t('app.an_error_occurred'))
            ) : (
              <>
                <Typography variant="body2">{t('ui.standards.import_refused')}</Typography>
                <ul>
                  {refused.map((violation) => {
                    const at = rowOf(violation.propertyPath);
                    return (
                      <li key={violation.propertyPath}>
                        {at
                          ? t('ui.standards.import_line', {
                              line: at.line,
                              field: at.field,
                              message: violation.message,
                            })
                          : violation.message}
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ui.standards.import_cancel')}</Button>
        <Button variant="contained" disabled={!file || importer.isPending} onClick={send}>
          {t('ui.standards.import_send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
