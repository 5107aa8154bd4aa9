import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpticImport, useOpticPreview, type ExamGrid } from '../../api/academics.ts';
import { errorMessage } from '../../api/client.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { notify } from '../../app/notices.ts';

/**
 * An optical reader's file for an exam: chosen with its optic form, previewed line by line (the
 * student each number names, the answers, the scores and every error) and only then imported,
 * all lines or none. A new file or form asks for a new preview.
 */
export const OpticImport = ({ examId, subjects }: { examId: number; subjects: ExamGrid['subjects'] }) => {
  const { t } = useTranslation();
  const forms = useAllRecords('optic_form_templates');
  const preview = useOpticPreview(examId);
  const importer = useOpticImport(examId);
  const [form, setForm] = useState<number | ''>('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const chosenForm = form === '' ? Number(forms.data?.[0]?.id ?? 0) : form;
  const body = file && chosenForm > 0 ? { opticForm: chosenForm, text: file.text } : null;
  const result = preview.data;

  const reset = () => {
    preview.reset();
    importer.reset();
  };

  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="optic-import-title">
      <Typography id="optic-import-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('ui.academics.optic_import')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('ui.academics.optic_form')}
          value={chosenForm || ''}
          onChange={(event) => {
            setForm(Number(event.target.value));
            reset();
          }}
          sx={{ minWidth: 220 }}
        >
          {(forms.data ?? []).map((row) => (
            <MenuItem key={String(row.id)} value={Number(row.id)}>
              {String(row.title ?? '')}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" component="label">
          {t('ui.academics.choose_file')}
          <input
            hidden
            type="file"
            accept=".txt,.dat,text/plain"
            data-testid="optic-file"
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              reset();
              setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
            }}
          />
        </Button>
        {file && <bdi>{file.name}</bdi>}
        <Button variant="outlined" disabled={!body || preview.isPending} onClick={() => body && preview.mutate(body)}>
          {t('ui.academics.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={!body || !result || result.errorCount > 0 || importer.isPending || importer.isSuccess}
          onClick={() =>
            body &&
            importer.mutate(body, {
              onSuccess: (answer) =>
                notify({
                  message: { key: 'ui.academics.imported', values: { count: answer.imported } },
                  variant: 'success',
                }),
              onError: (error) =>
                notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
            })
          }
        >
          {t('ui.academics.import')}
        </Button>
      </Box>
      {preview.isError && <Alert severity="error">{errorMessage(preview.error, t('app.an_error_occurred'))}</Alert>}
      {result && (
        <>
          <Alert severity={result.errorCount > 0 ? 'error' : 'success'} sx={{ mb: 2 }} role="status">
            {result.errorCount > 0
              ? t('ui.academics.preview_errors', { count: result.errorCount })
              : t('ui.academics.preview_ok')}
          </Alert>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('ui.academics.preview')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ui.academics.line')}</TableCell>
                  <TableCell>{t('ui.academics.number')}</TableCell>
                  <TableCell>{t('ui.academics.student')}</TableCell>
                  {subjects.map((subject) => (
                    <TableCell key={subject.subject}>{subject.title}</TableCell>
                  ))}
                  <TableCell align="right">{t('ui.academics.total')}</TableCell>
                  <TableCell>{t('ui.academics.errors')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.lines.map((line) => (
                  <TableRow key={line.line} sx={line.errors.length > 0 ? { bgcolor: 'error.light' } : undefined}>
                    <TableCell>{line.line}</TableCell>
                    <TableCell>{line.studentNumber}</TableCell>
                    <TableCell>
                      <bdi>{line.student ? `${line.student.name} ${line.student.lastName}` : line.studentName}</bdi>
                    </TableCell>
                    {subjects.map((subject) => (
                      <TableCell key={subject.subject} sx={{ fontFamily: 'monospace' }} dir="ltr">
                        {line.answers[String(subject.subject)] ?? ''} ({line.scores[String(subject.subject)] ?? '-'})
                      </TableCell>
                    ))}
                    <TableCell align="right">{line.totalScore}</TableCell>
                    <TableCell>
                      {line.errors.length > 0 ? line.errors.join(' ') : t('ui.academics.no_errors')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
};
