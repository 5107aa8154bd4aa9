import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DayInput } from '../../components/dates/DayInput.tsx';
import { formatDate, weekdayName } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { usePublishTimetable, useTimetableDiff, type TimetableDiff } from '../../api/timetable.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { bellTime, todayIso } from './timetable-words.ts';

type ClassDiff = TimetableDiff['classes'][number];
type WeekLesson = ClassDiff['added'][number];

/** "Monday 08:30, Mathematics 9 · Tülay Öğretmen · Derslik 101". */
const useLessonText = () => {
  const { i18n } = useTranslation();
  return (lesson: WeekLesson) =>
    `${weekdayName(lesson.weekday, i18n.language)} ${bellTime(lesson.startTime)}–${bellTime(lesson.endTime)}, ${[
      lesson.courseTitle,
      lesson.teacherName,
      lesson.roomName,
    ]
      .filter(Boolean)
      .join(' · ')}`;
};

/** One class's changes: added, moved (from and to), removed; unchanged are counted. */
const ClassChanges = ({ diff }: { diff: ClassDiff }) => {
  const { t } = useTranslation();
  const text = useLessonText();
  const rows: [string, string][] = [
    ...diff.added.map((lesson): [string, string] => [t('ui.timetable.added'), text(lesson)]),
    ...diff.moved.map(({ from, to }): [string, string] => [
      t('ui.timetable.moved'),
      `${text(from)} → ${t('ui.timetable.moved_to')} ${text(to)}`,
    ]),
    ...diff.removed.map((lesson): [string, string] => [t('ui.timetable.removed'), text(lesson)]),
  ];
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          <bdi>{diff.className}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('ui.timetable.added')}: {diff.added.length} · {t('ui.timetable.moved')}: {diff.moved.length} ·{' '}
          {t('ui.timetable.removed')}: {diff.removed.length} · {t('ui.timetable.unchanged')}: {diff.unchanged.length}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2">{t('ui.timetable.no_changes')}</Typography>
        ) : (
          <Table size="small">
            <TableBody>
              {rows.map(([kind, what], index) => (
                <TableRow key={index}>
                  <TableCell sx={{ width: 120 }}>{kind}</TableCell>
                  <TableCell>{what}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

type RoomClash = TimetableDiff['roomClashes'][number];

/**
 * The new lessons whose room is booked that day (an event the solver knew nothing of): they are
 * published without a room, for the school to place by hand; said before publishing.
 */
const RoomClashes = ({ clashes }: { clashes: readonly RoomClash[] }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert severity="warning" sx={{ mb: 2 }} component="section" aria-labelledby="room-clashes">
      <Typography id="room-clashes" variant="subtitle1" component="h2">
        {t('ui.timetable.room_clashes_title', { count: clashes.length })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('ui.timetable.room_clashes_intro')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {clashes.map((clash) => (
          <li key={`${clash.date} ${clash.startTime} ${clash.className}`}>
            {t('ui.timetable.room_clash', {
              date: formatDate(clash.date, language),
              from: bellTime(clash.startTime),
              until: bellTime(clash.endTime),
              className: clash.className,
              course: clash.courseTitle ?? '',
              room: clash.roomName ?? '',
              purpose: clash.bookingPurpose,
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
};

/** The diff page (issue 32): what publishing a solved week from a date changes, then publishing it. */
export const TimetableDiffPage = () => {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const runId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const [search, setSearch] = useSearchParams();
  const startDate = search.get('startDate') ?? todayIso();
  const diff = useTimetableDiff(runId, startDate);
  const publish = usePublishTimetable(runId);
  const [confirming, setConfirming] = useState(false);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const stale = publish.error instanceof ApiError && publish.error.status === 409;
  const data = diff.data;
  // The schedule already is this week from this date (just published, say): publishing again would
  // only write the same lessons again, so it is not offered, and the page says why.
  const nothingToChange =
    data !== undefined &&
    data.roomClashes.length === 0 &&
    data.classes.every((each) => each.added.length + each.moved.length + each.removed.length === 0);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${startDate}T00:00:00Z`),
  );
  return (
    <Box>
      <PageHeader
        title={t('ui.timetable.diff_title')}
        crumbs={[{ label: t('ui.timetable.title'), to: '/timetable/solve' }]}
      />
      <Typography variant="body1" sx={{ mb: 2, maxWidth: 760 }}>
        {t('ui.timetable.diff_intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <DayInput
          label={t('ui.timetable.start_date')}
          value={startDate}
          onDay={(day) => setSearch({ startDate: day })}
        />
        <Button
          variant="contained"
          disabled={!data || nothingToChange || publish.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('ui.timetable.publish')}
        </Button>
      </Box>
      {publish.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('ui.timetable.published', { created: number(publish.data.created) })}{' '}
          <RouterLink to="/schedules">{t('menu.schedules')}</RouterLink>
        </Alert>
      )}
      {publish.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {stale ? t('ui.timetable.stale') : errorMessage(publish.error, t('ui.timetable.failed'))}
        </Alert>
      )}
      {diff.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(diff.error, t('ui.timetable.failed'))}
        </Alert>
      )}
      {diff.isLoading && <LinearProgress />}
      {nothingToChange && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('ui.timetable.nothing_to_change')}
        </Alert>
      )}
      {data && (
        <>
          <Table size="small" sx={{ mb: 2, maxWidth: 520 }} aria-label={t('ui.timetable.diff_title')}>
            <TableBody>
              <TableRow>
                <TableCell>{t('ui.timetable.replaced')}</TableCell>
                <TableCell align="right">{number(data.lessons.replaced)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('ui.timetable.created')}</TableCell>
                <TableCell align="right">{number(data.lessons.created)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{t('ui.timetable.kept')}</TableCell>
                <TableCell align="right">{number(data.lessons.kept)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {data.roomClashes.length > 0 && <RoomClashes clashes={data.roomClashes} />}
          {data.classes.map((classDiff) => (
            <ClassChanges key={classDiff.classId ?? `b${classDiff.batchId}`} diff={classDiff} />
          ))}
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('ui.timetable.by_teacher')}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('ui.timetable.teacher')}</TableCell>
                    <TableCell align="right">{t('ui.timetable.added')}</TableCell>
                    <TableCell align="right">{t('ui.timetable.moved')}</TableCell>
                    <TableCell align="right">{t('ui.timetable.removed')}</TableCell>
                    <TableCell align="right">{t('ui.timetable.unchanged')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.teachers.map((teacher) => (
                    <TableRow key={teacher.teacherId}>
                      <TableCell>
                        <bdi>{teacher.teacherName}</bdi>
                      </TableCell>
                      <TableCell align="right">{number(teacher.added)}</TableCell>
                      <TableCell align="right">{number(teacher.moved)}</TableCell>
                      <TableCell align="right">{number(teacher.removed)}</TableCell>
                      <TableCell align="right">{number(teacher.unchanged)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <ConfirmDialog
            open={confirming}
            title={t('ui.timetable.publish_confirm_title')}
            intro={t('ui.timetable.publish_confirm', {
              date,
              created: number(data.lessons.created),
              removed: number(data.lessons.replaced),
            })}
            confirmLabel={t('ui.timetable.publish')}
            cancelLabel={t('ui.timetable.cancel')}
            loading={publish.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              publish.mutate(
                { startDate, fingerprint: data.fingerprint },
                { onSettled: () => setConfirming(false), onError: () => void diff.refetch() },
              )
            }
          />
        </>
      )}
    </Box>
  );
};
