import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/dates/DayInput.tsx';
import { errorMessage } from '../../api/client.ts';
import { useAssignCover, useDailyCover, useUndoCover, type DailyCover } from '../../api/timetable-cover.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useWeekDate } from './use-week-params.ts';

type ToCover = DailyCover['lessons'][number];

const short = (time: string): string => time.slice(0, 5);

/** Absence reasons in words: the values shared with the generic screens (`ui.values.*`). */
const REASONS: Record<string, string> = {
  sick: 'ui.values.sick',
  leave: 'ui.values.leave',
  training: 'ui.values.training',
  official: 'ui.values.official',
  other: 'ui.values.other',
};

const LessonCard = ({ lesson }: { lesson: ToCover }) => {
  const { t } = useTranslation();
  const assign = useAssignCover();
  const undo = useUndoCover();
  const failure = assign.error ?? undo.error;
  const title = t('ui.cover.lesson', {
    time: `${short(lesson.enterTime)}–${short(lesson.exitTime)}`,
    class: [lesson.subject, lesson.className].filter(Boolean).join(' · '),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2">
        <bdi>{title}</bdi>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('ui.cover.absent', {
          teacher: lesson.absentTeacherName,
          reason: t(REASONS[lesson.reasonKind] ?? 'ui.values.other'),
        })}
      </Typography>
      {failure && <Alert severity="error">{errorMessage(failure, t('app.an_error_occurred'))}</Alert>}
      {lesson.substitute ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{t('ui.cover.assigned', { teacher: lesson.substitute.name })}</Typography>
          <Button
            variant="outlined"
            disabled={undo.isPending}
            onClick={() => undo.mutate({ scheduleId: lesson.scheduleId })}
          >
            {t('ui.cover.undo')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('ui.cover.proposals')}
          </Typography>
          {lesson.proposals.length === 0 && <Typography color="text.secondary">{t('ui.cover.no_proposal')}</Typography>}
          {lesson.proposals.map((proposal) => (
            <Box
              key={proposal.teacherId}
              sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 0.5, flexWrap: 'wrap' }}
              role="group"
              aria-label={proposal.name}
            >
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography>
                  <bdi>{proposal.name}</bdi>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {proposal.reason}
                </Typography>
              </Box>
              <Button
                variant="contained"
                size="small"
                disabled={assign.isPending}
                onClick={() => assign.mutate({ scheduleId: lesson.scheduleId, substitute: proposal.teacherId })}
              >
                {t('ui.cover.assign')}
              </Button>
            </Box>
          ))}
        </>
      )}
    </Paper>
  );
};

/** Daily cover: a day's lessons of absent teachers, each with its ranked substitutes and one-click assign. */
export const DailyCoverPage = () => {
  const { t } = useTranslation();
  const [date, setDate] = useWeekDate();
  const cover = useDailyCover(date);
  return (
    <>
      <PageHeader title={t('ui.cover.title')} />
      <Box sx={{ mb: 2, maxWidth: 240 }}>
        <DayInput label={t('ui.cover.date')} value={date} onDay={setDate} />
      </Box>
      {cover.isLoading && <PageSpinner />}
      {cover.isError && <Alert severity="error">{errorMessage(cover.error, t('app.an_error_occurred'))}</Alert>}
      {cover.data?.daysOff.map((off) => (
        // Why a day has nothing to cover, before the empty list says so.
        <Alert key={`${off.schoolTitle}:${off.title}`} severity="info" sx={{ mb: 2 }}>
          {t('ui.cover.day_off', { school: off.schoolTitle, title: off.title })}
        </Alert>
      ))}
      {cover.data && cover.data.lessons.length === 0 && (
        <Typography color="text.secondary">{t('ui.cover.nothing')}</Typography>
      )}
      {cover.data && cover.data.lessons.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('ui.cover.to_cover')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {cover.data.lessons.map((lesson) => (
              <LessonCard key={lesson.scheduleId} lesson={lesson} />
            ))}
          </Box>
        </>
      )}
    </>
  );
};
