import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkHomeworkDone } from '../../api/academics.ts';
import { errorMessage } from '../../api/client.ts';
import type { StoredFile } from '../../api/stored-files.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { useAllRecords } from '../../api/seasons.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useSession } from '../../api/use-session.ts';
import { notify } from '../../app/notices.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StoredFileLink } from '../../components/StoredFileLink.tsx';
import { formatDate } from '../../i18n/format.ts';
import { useActiveStudent } from '../school-life/use-active-student.ts';
import { StaffHomework } from './StaffHomework.tsx';

const attachmentsOf = (row: ApiRecord): StoredFile[] =>
  Array.isArray(row.attachments) ? (row.attachments as StoredFile[]) : [];

const subjectTitle = (row: ApiRecord): string => {
  const subject = row.subject as { title?: unknown } | null | undefined;
  return typeof subject?.title === 'string' ? subject.title : '';
};

/**
 * A family's homework (`/homework` for students and parents): the active student's classes'
 * homework, nearest due date first, each with its subject, text, attachments and whether the
 * student has done it. The student ticks it; a parent sees the tick.
 */
const FamilyHomework = () => {
  const { t } = useTranslation();
  const { language } = useSession();
  const { audience } = useCallerKind();
  const { student } = useActiveStudent();
  const studentId = student?.id === undefined ? undefined : String(student.id);
  const memberships = useAllRecords('class_students', studentId ? { student: studentId } : {});
  const list = useAllRecords('homeworks', { 'order[dueDate]': 'asc' });
  const marks = useAllRecords('homework_completions', studentId ? { student: studentId } : {});
  const mark = useMarkHomeworkDone();
  const classIds = useMemo(
    () => new Set((memberships.data ?? []).map((row) => Number(row.classId))),
    [memberships.data],
  );
  const done = useMemo(() => new Set((marks.data ?? []).map((row) => Number(row.homework))), [marks.data]);
  const rows = (list.data ?? []).filter((row) => classIds.has(Number(row.classId)));
  const isStudent = audience === 'student';

  const toggle = (id: number, value: boolean) =>
    mark.mutate(
      { id, done: value },
      {
        onSuccess: () =>
          notify({
            message: { key: value ? 'ui.academics.done_saved' : 'ui.academics.undone_saved' },
            variant: 'success',
          }),
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );

  return (
    <Box>
      <PageHeader title={t('ui.academics.homework_title')} />
      {(list.isLoading || memberships.isLoading) && <LinearProgress />}
      {list.isError && <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>}
      {list.isSuccess && rows.length === 0 && <Alert severity="info">{t('ui.academics.no_homework')}</Alert>}
      <Stack spacing={2}>
        {rows.map((row) => {
          const id = Number(row.id);
          return (
            <Card key={id} variant="outlined" data-testid="homework-card">
              <CardContent>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                    <bdi>{String(row.title ?? '')}</bdi>
                  </Typography>
                  {subjectTitle(row) && <Chip size="small" label={subjectTitle(row)} />}
                  {/* The default colour: the nature theme's green on white is below 4.5:1 at this size. */}
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('ui.academics.due', { date: formatDate(row.dueDate, language) })}
                  />
                </Box>
                {typeof row.description === 'string' && row.description !== '' && (
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{row.description}</Typography>
                )}
                {attachmentsOf(row).length > 0 && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="subtitle2">{t('ui.academics.attachments')}</Typography>
                    {attachmentsOf(row).map((file) => (
                      <StoredFileLink key={file.url} file={file} />
                    ))}
                  </Box>
                )}
                <FormControlLabel
                  sx={{ mt: 1 }}
                  control={
                    <Checkbox
                      checked={done.has(id)}
                      disabled={!isStudent || mark.isPending}
                      onChange={(event) => toggle(id, event.target.checked)}
                    />
                  }
                  label={t('ui.academics.mark_done')}
                />
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Box>
  );
};

/** `/homework`: the family's own view for students and parents, the generic list for staff and teachers. */
export const HomeworkPage = () => {
  const { audience, isLoading } = useCallerKind();
  if (isLoading) return <LinearProgress />;
  if (audience === 'student' || audience === 'parent') return <FamilyHomework />;
  return <StaffHomework />;
};
