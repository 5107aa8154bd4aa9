import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useCourseAssetDownload, useCourseVideoTicket } from '../../api/content.ts';
import { useBulkAttendance, type ScheduleRecord, type StudentRecord } from '../../api/school-life.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { notify } from '../../app/notices.ts';
import { attendanceItems } from '../school-life/attendance-rules.ts';
import { useAttendanceWords } from '../school-life/attendance-words.ts';
import { OnlineClassButton } from './OnlineClassButton.tsx';

const initials = (student: StudentRecord): string => `${student.name.charAt(0)}${student.lastName.charAt(0)}`;

/**
 * One-tap attendance on the classroom screen: every student a large tile (touch targets of 96
 * px), tapped once to mark absent; saved as the attendance pop-up saves it (the same records).
 */
export const SmartAttendance = ({ lesson, students }: { lesson: ScheduleRecord; students: StudentRecord[] }) => {
  const { t } = useTranslation();
  const words = useAttendanceWords();
  const [absent, setAbsent] = useState<Set<number>>(new Set());
  const save = useBulkAttendance();
  const taken = lesson.isDoneAttendance === '1';
  const toggle = (id: number) =>
    setAbsent((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack spacing={2}>
      {taken && <Alert severity="success">{t('ui.communication.attendance_taken')}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {students.map((student) => {
          const away = absent.has(student.id);
          return (
            <ButtonBase
              key={student.id}
              onClick={() => toggle(student.id)}
              aria-pressed={away}
              sx={{
                minHeight: 96,
                p: 1.5,
                borderRadius: 2,
                flexDirection: 'column',
                gap: 1,
                border: 2,
                borderColor: away ? 'error.main' : 'success.main',
                bgcolor: away ? 'error.light' : 'transparent',
              }}
            >
              <Avatar sx={{ width: 56, height: 56, bgcolor: 'grey.700', color: 'common.white' }}>
                <span aria-hidden="true">{initials(student)}</span>
              </Avatar>
              <Typography>
                <bdi>{`${student.name} ${student.lastName}`}</bdi>
              </Typography>
              <Typography variant="caption">{away ? words.unknown : words.present}</Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Button
        variant="contained"
        size="large"
        disabled={save.isPending || students.length === 0}
        onClick={() =>
          save.mutate(attendanceItems(lesson, students, absent), {
            onSuccess: () => notify({ message: { key: 'ui.communication.attendance_saved' }, variant: 'success' }),
            onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
          })
        }
        sx={{ alignSelf: 'flex-start', minHeight: 56 }}
      >
        {t('ui.communication.save_attendance')}
      </Button>
    </Stack>
  );
};

/** A lecture video played on the classroom display, full screen at one tap. */
const ClassroomVideo = ({ id, title }: { id: number; title: string }) => {
  const { t } = useTranslation();
  const ticket = useCourseVideoTicket(id);
  const frame = useRef<HTMLDivElement>(null);
  return (
    <Box ref={frame} sx={{ bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}>
      {ticket.data && (
        <video src={ticket.data.url} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={title} />
      )}
      <Stack direction="row" sx={{ p: 1, alignItems: 'center', gap: 1, color: 'common.white' }}>
        <Typography sx={{ flexGrow: 1 }}>
          <bdi>{title}</bdi>
        </Typography>
        <Button
          variant="contained"
          startIcon={<FullscreenIcon />}
          onClick={() => void frame.current?.requestFullscreen()}
        >
          {t('ui.communication.full_screen')}
        </Button>
      </Stack>
    </Box>
  );
};

/** The lesson's class's course videos and lecture files. */
export const SmartContent = ({ classId }: { classId: number }) => {
  const { t } = useTranslation();
  const videos = useAllRecords('course_videos', { classId: String(classId) });
  const assets = useAllRecords('course_assets', { classId: String(classId) });
  const open = useCourseAssetDownload();
  if (videos.isSuccess && assets.isSuccess && videos.data.length + assets.data.length === 0)
    return <Alert severity="info">{t('ui.communication.no_content')}</Alert>;
  return (
    <Stack spacing={2}>
      {(videos.data ?? []).map((video) => (
        <ClassroomVideo key={String(video.id)} id={Number(video.id)} title={String(video.title)} />
      ))}
      {(assets.data ?? []).map((asset) => (
        <Button
          key={String(asset.id)}
          variant="outlined"
          size="large"
          onClick={() => open.mutate(Number(asset.id))}
          sx={{ justifyContent: 'flex-start', minHeight: 56 }}
        >
          <bdi>{String(asset.lectureName)}</bdi>
        </Button>
      ))}
    </Stack>
  );
};

/** Homework of the class given or due today. */
export const SmartHomework = ({ classId, today }: { classId: number; today: string }) => {
  const { t } = useTranslation();
  const list = useAllRecords('homeworks', { classId: String(classId) });
  const rows = (list.data ?? []).filter((row) => row.assignedDate === today || row.dueDate === today);
  if (list.isSuccess && rows.length === 0) return <Alert severity="info">{t('ui.communication.no_homework')}</Alert>;
  return (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <Box key={String(row.id)} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="h6" component="h3">
            <bdi>{String(row.title)}</bdi>
          </Typography>
          <Typography color="text.secondary">{t('ui.communication.due', { date: String(row.dueDate) })}</Typography>
          {typeof row.description === 'string' && (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{row.description}</Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
};

/** Today's online classes of the lesson's class, each started with one tap. */
export const SmartOnline = ({ classId, today }: { classId: number; today: string }) => {
  const { t } = useTranslation();
  const list = useAllRecords('online_classes', { classId: String(classId) });
  const rows = (list.data ?? []).filter((row) => String(row.startsAt).startsWith(today));
  if (list.isSuccess && rows.length === 0)
    return <Alert severity="info">{t('ui.communication.no_online_today')}</Alert>;
  return (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <Stack key={String(row.id)} direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            <bdi>{String(row.title)}</bdi> · <bdi>{String(row.startsAt).slice(11, 16)}</bdi>
          </Typography>
          <OnlineClassButton id={Number(row.id)} role="moderator" size="large" />
        </Stack>
      ))}
    </Stack>
  );
};
