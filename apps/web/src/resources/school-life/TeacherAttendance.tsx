import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { wallClock } from '@kampus/contract/resources';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useBulkAttendance, useTeacherClasses, useTodaysSchedules } from '../../api/school-life.ts';
import { notify } from '../../app/notices.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { attendanceItems, currentGradingTerm, currentSchedule, studentsOfTerm } from './attendance-rules.ts';

/** How often the pop-up looks at the clock: a lesson that starts opens it within this time. */
const CLOCK_TICK_MS = 20_000;
/** Lessons whose pop-up the teacher closed in this tab: it does not come back for them. */
const DISMISSED_KEY = 'kampus.attendance.dismissed';

const readDismissed = (): number[] => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

/** The school's wall clock, ticking. */
const useSchoolClock = (timeZone: string | undefined) => {
  const [at, setAt] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setAt(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return useMemo(() => wallClock(timeZone, at), [timeZone, at]);
};

/**
 * The teacher quick-attendance pop-up (platform spec section 4): it opens while a lesson of the
 * teacher is on and its attendance is not taken, listing the class's students of the current
 * grading term. Clicking a student toggles available (green) and unknown (red, type 100);
 * Submit saves every record and marks the lesson done in one call, with a spinner until it
 * succeeds, then closes. It does not block the page behind it.
 */
export const TeacherAttendance = ({ teacherId }: { teacherId: number }) => {
  const { t } = useTranslation();
  const { school, season } = useActiveSchool();
  const timeZone = (school as { timezone?: string | null } | undefined)?.timezone ?? undefined;
  const clock = useSchoolClock(timeZone);
  // Spec: a teacher's classes and today's schedule are loaded with the session.
  useTeacherClasses(teacherId);
  const schedules = useTodaysSchedules(teacherId, clock.date);
  const save = useBulkAttendance();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [saved, setSaved] = useState<number[]>([]);
  const [unknown, setUnknown] = useState<{ scheduleId: number; ids: Set<number> }>({ scheduleId: 0, ids: new Set() });

  const schedule = currentSchedule(schedules.data ?? [], clock.time);
  const term = currentGradingTerm(season?.gradingTerms ?? [], clock.date);
  const students = useMemo(() => (schedule ? studentsOfTerm(schedule, term?.id) : []), [schedule, term?.id]);
  const marked = schedule && unknown.scheduleId === schedule.id ? unknown.ids : new Set<number>();
  const open =
    schedule !== undefined && students.length > 0 && !dismissed.includes(schedule.id) && !saved.includes(schedule.id);
  if (!open || !schedule) return null;

  const toggle = (id: number) => {
    const next = new Set(marked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setUnknown({ scheduleId: schedule.id, ids: next });
  };
  const dismiss = () => {
    const next = [...dismissed, schedule.id];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  };
  const submit = () =>
    save.mutate(attendanceItems(schedule, students, marked), {
      onSuccess: () => {
        setSaved((ids) => [...ids, schedule.id]);
        notify({ message: t('ui.school_life.saved'), variant: 'success' });
      },
    });

  return (
    <Dialog
      open
      modeless
      width={520}
      title={t('ui.school_life.attendance_title', {
        className: schedule.classId?.title ?? '',
        start: schedule.enterTime.slice(0, 5),
        end: schedule.exitTime.slice(0, 5),
      })}
      onClose={dismiss}
      onOk={submit}
      okLabel={t('ui.school_life.submit')}
      loading={save.isPending}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('ui.school_life.attendance_hint')}
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(save.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={schedule.classId?.title}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}
      >
        {students.map((student) => {
          const isUnknown = marked.has(student.id);
          return (
            <ButtonBase
              key={student.id}
              aria-pressed={isUnknown}
              data-status={isUnknown ? 'unknown' : 'available'}
              disabled={save.isPending}
              onClick={() => toggle(student.id)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                p: 1,
                borderRadius: 1,
                border: 2,
                borderColor: isUnknown ? 'error.main' : 'success.main',
                textAlign: 'start',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {student.name} {student.lastName}
              </Typography>
              <Typography variant="caption" color={isUnknown ? 'error.main' : 'success.main'}>
                {isUnknown ? t('ui.school_life.unknown') : t('ui.school_life.available')}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        {t('ui.school_life.summary', { available: students.length - marked.size, unknown: marked.size })}
      </Typography>
    </Dialog>
  );
};
