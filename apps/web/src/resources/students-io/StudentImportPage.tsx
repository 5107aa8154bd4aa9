import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { STUDENT_COLUMNS } from '@kampus/contract/action';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useStudentImport, useStudentImportPreview } from '../../api/students-io.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The template: the header row of the columns the import reads (and the export writes). */
const templateUrl = (): string =>
  URL.createObjectURL(new Blob([`\ufeff${STUDENT_COLUMNS.join(',')}\r\n`], { type: 'text/csv' }));

/** A column of the file for each field: the one of the same name, until the person picks another. */
const autoColumns = (headers: string[]): Record<string, string> =>
  Object.fromEntries(
    STUDENT_COLUMNS.map((field) => [field, headers.find((h) => h.toLowerCase() === field.toLowerCase()) ?? '']),
  );

/**
 * `/student/import`: upload a CSV or Excel file of students with their guardians, map its
 * columns, see every row's errors (the server runs the import and rolls it back), then import
 * all rows in one transaction or none.
 */
export const StudentImportPage = () => {
  const { t } = useTranslation();
  const preview = useStudentImportPreview();
  const save = useStudentImport();
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<Record<string, string>>({});
  const template = useMemo(templateUrl, []);
  useEffect(() => () => URL.revokeObjectURL(template), [template]);
  const check = (next: File, mapping: Record<string, string>) =>
    preview.mutate(
      { file: next, columns: mapping },
      {
        onSuccess: (answer) =>
          Object.keys(mapping).length === 0 ? setColumns(autoColumns(answer.headers)) : undefined,
      },
    );
  const result = preview.data;
  const ready = result !== undefined && result.errors.length === 0 && result.rows > 0;
  return (
    <Box>
      <PageHeader title={t('ui.content.import_title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />}>
          {t('ui.content.import_file')}
          <input
            type="file"
            hidden
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (!chosen) return;
              setFile(chosen);
              setColumns({});
              save.reset();
              check(chosen, {});
            }}
          />
        </Button>
        <Button component="a" href={template} download="students-template.csv" startIcon={<DownloadIcon />}>
          {t('ui.content.template')}
        </Button>
      </Stack>
      {(preview.isPending || save.isPending) && (
        <LinearProgress aria-label={t('ui.content.importing')} sx={{ mb: 2 }} />
      )}
      {preview.isError && <Alert severity="error">{errorMessage(preview.error, t('app.an_error_occurred'))}</Alert>}
      {file && result && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 2 }}>
            {STUDENT_COLUMNS.map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={t('ui.content.column_for', { field })}
                value={columns[field] ?? ''}
                onChange={(event) => setColumns({ ...columns, [field]: event.target.value })}
              >
                <MenuItem value="">—</MenuItem>
                {result.headers.map((header) => (
                  <MenuItem key={header} value={header}>
                    {header}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
          <Button onClick={() => check(file, columns)} disabled={preview.isPending} sx={{ mb: 2 }}>
            {t('ui.content.check')}
          </Button>
          {ready ? (
            <Alert
              severity="info"
              action={
                <Button color="inherit" disabled={save.isPending} onClick={() => save.mutate({ file, columns })}>
                  {t('ui.content.import_button')}
                </Button>
              }
            >
              {t('ui.content.rows_ready', { count: result.rows })}
            </Alert>
          ) : (
            <>
              <Alert severity="warning">{t('ui.content.row_errors')}</Alert>
              <Table size="small" aria-label={t('ui.content.row_errors')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ui.content.row')}</TableCell>
                    <TableCell>{t('ui.content.field')}</TableCell>
                    <TableCell>{t('ui.content.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.errors.map((error) => (
                    <TableRow key={`${error.row}-${error.field}-${error.message}`}>
                      <TableCell>{error.row}</TableCell>
                      <TableCell>{error.field}</TableCell>
                      <TableCell>{error.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </>
      )}
      {save.isError && <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>}
      {save.data && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('ui.content.imported', save.data)}
        </Alert>
      )}
    </Box>
  );
};
