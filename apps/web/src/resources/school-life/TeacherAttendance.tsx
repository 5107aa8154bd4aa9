import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { wallClock } from '@kampus/contract/resources/schedules/school-time';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useClassHealthAlerts } from '../../api/health.ts';
import { useSavePopup } from '../../api/attendance-register.ts';
import { useTeacherClasses, useTodaysSchedules } from '../../api/school-life.ts';
import { notify } from '../../app/notices.ts';
import { useActiveSchool } from '../../app/use-active-school.ts';
import { isolated } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { AttendancePanel } from './AttendancePanel.tsx';
import {
  attendanceItems,
  currentGradingTerm,
  lessonOnNow,
  popupRegisterSave,
  studentsOfTerm,
} from './attendance-rules.ts';
import { registerPath, shortTime } from './register-rules.ts';

/** How often the pop-up looks at the clock: a lesson that starts opens it within this time. */
const CLOCK_TICK_MS = 20_000;
/** Lessons whose pop-up the teacher closed in this tab: it does not open by itself again for them. */
const DISMISSED_KEY = 'kampus.attendance.dismissed';

const readDismissed = (): number[] => {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

const keepDismissed = (ids: number[]): void => sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));

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
 * succeeds, then closes. It sits in the page's flow above the screen, never over its controls;
 * once closed, a bar stays while the lesson lasts to open it again (or, once taken, the register).
 */
export const TeacherAttendance = ({ teacherId }: { teacherId: number }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { school, season } = useActiveSchool();
  const timeZone = (school as { timezone?: string | null } | undefined)?.timezone ?? undefined;
  const clock = useSchoolClock(timeZone);
  // Spec: a teacher's classes and today's schedule are loaded with the session.
  useTeacherClasses(teacherId);
  const schedules = useTodaysSchedules(teacherId, clock.date);
  const save = useSavePopup();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [saved, setSaved] = useState<number[]>([]);
  const [unknown, setUnknown] = useState<{ scheduleId: number; ids: Set<number> }>({ scheduleId: 0, ids: new Set() });
  // Where focus goes after the teacher opened or closed the panel (never when the clock opened it).
  const [focus, setFocus] = useState<'panel' | 'bar' | null>(null);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus === 'bar') bar.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [focus]);

  const lesson = lessonOnNow(schedules.data ?? [], clock.time);
  const term = currentGradingTerm(season?.gradingTerms ?? [], clock.date);
  const students = useMemo(() => (lesson ? studentsOfTerm(lesson, term?.id) : []), [lesson, term?.id]);
  // Severe allergies named on the cards, as on the register (never a condition: docs/health.md).
  const healthAlerts = useClassHealthAlerts(lesson?.classId?.id).data?.alerts;
  const alerts = useMemo(() => new Map((healthAlerts ?? []).map((alert) => [alert.student, alert])), [healthAlerts]);
  if (!lesson) return null;

  const taken = lesson.isDoneAttendance === '1' || saved.includes(lesson.id);
  const className = lesson.classId?.title ?? lesson.batch?.title ?? '';
  // Set into sentences as isolates: in Arabic "11-A" must not split around the comma.
  const inText = { className: isolated(className, language) };
  const times = {
    start: isolated(shortTime(lesson.enterTime), language),
    end: isolated(shortTime(lesson.exitTime), language),
  };
  const toRegister = registerPath({ classId: lesson.classId?.id, date: lesson.scheduleDate, scheduleId: lesson.id });
  const open = !taken && students.length > 0 && !dismissed.includes(lesson.id);
  const marked = unknown.scheduleId === lesson.id ? unknown.ids : new Set<number>();

  if (open) {
    const toggle = (id: number) => {
      const next = new Set(marked);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setUnknown({ scheduleId: lesson.id, ids: next });
    };
    const close = () => {
      const next = [...dismissed, lesson.id];
      keepDismissed(next);
      setDismissed(next);
      setFocus('bar');
    };
    const submit = () =>
      save.mutate(
        { items: attendanceItems(lesson, students, marked), register: popupRegisterSave(lesson, students, marked) },
        {
          onSuccess: (result) => {
            setSaved((ids) => [...ids, lesson.id]);
            setFocus('bar');
            // Kept on the phone: said as the register says it, and sent when the network is back.
            notify(
              result.sent
                ? { message: { key: 'ui.school_life.saved' }, variant: 'success' }
                : { message: { key: 'ui.attendance_register.offline_saved' }, variant: 'warning' },
            );
          },
        },
      );
    return (
      <AttendancePanel
        title={t('ui.school_life.attendance_title', { ...inText, ...times })}
        className={className}
        students={students}
        unknown={marked}
        onToggle={toggle}
        onSubmit={submit}
        onClose={close}
        saving={save.isPending}
        error={save.isError ? errorMessage(save.error, t('app.an_error_occurred')) : null}
        registerPath={toRegister}
        focusOnOpen={focus === 'panel'}
        alerts={alerts}
      />
    );
  }

  const reopen = () => {
    const next = dismissed.filter((id) => id !== lesson.id);
    keepDismissed(next);
    setDismissed(next);
    setFocus('panel');
  };
  // Closed or taken: a slim bar for as long as the lesson lasts.
  return (
    <Paper
      component="aside"
      ref={bar}
      variant="outlined"
      aria-label={t('ui.school_life.lesson_now')}
      sx={{
        m: { xs: 1.5, sm: 3 },
        mb: { xs: 0, sm: 0 },
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        <bdi>{className}</bdi> ·{' '}
        <span dir="ltr">
          {times.start}–{times.end}
        </span>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!taken && students.length > 0 && (
          <Button variant="contained" size="small" onClick={reopen}>
            {t('ui.attendance_register.reopen', inText)}
          </Button>
        )}
        <Button component={RouterLink} to={toRegister} size="small" variant={taken ? 'contained' : 'outlined'}>
          {t('ui.attendance_register.open_register')}
        </Button>
      </Box>
    </Paper>
  );
};
