import type { ScheduleRecord } from '../../api/school-life.ts';
import { shortTime } from './use-school-clock.ts';

/**
 * The register's address for one lesson (the attendance register, docs/home.md): of its class,
 * or of its batch when it is an elective section's lesson (which has no class).
 */
export const registerUrl = (lesson: Pick<ScheduleRecord, 'id' | 'scheduleDate' | 'classId' | 'batch'>): string => {
  const query = new URLSearchParams(
    lesson.classId === null && lesson.batch
      ? { batch: String(lesson.batch.id) }
      : { classId: String(lesson.classId?.id ?? '') },
  );
  query.set('date', lesson.scheduleDate);
  query.set('scheduleId', String(lesson.id));
  return `/attendance/register?${query.toString()}`;
};

export type LessonState = 'done' | 'now' | 'next' | 'later' | 'missed';

/**
 * Where a lesson of today stands at `now` (HH:MM:SS on the school clock): its attendance taken,
 * on now, the next one to come, later, or over without attendance.
 */
export const lessonStates = (lessons: readonly ScheduleRecord[], now: string): Map<number, LessonState> => {
  const time = shortTime(now);
  const states = new Map<number, LessonState>();
  let nextFound = false;
  const sorted = [...lessons].sort((a, b) => a.enterTime.localeCompare(b.enterTime));
  for (const lesson of sorted) {
    const enter = shortTime(lesson.enterTime);
    const exit = shortTime(lesson.exitTime);
    if (lesson.isDoneAttendance === '1') states.set(lesson.id, 'done');
    else if (enter <= time && time < exit) states.set(lesson.id, 'now');
    else if (exit <= time) states.set(lesson.id, 'missed');
    else if (!nextFound) {
      states.set(lesson.id, 'next');
      nextFound = true;
    } else states.set(lesson.id, 'later');
  }
  return states;
};

/**
 * The lesson on now, else the next one to start (as `lessonStates` marks them: a lesson whose
 * attendance is taken is no longer waiting), else none.
 */
export const nextLesson = (lessons: readonly ScheduleRecord[], now: string): ScheduleRecord | undefined => {
  const states = lessonStates(lessons, now);
  return (
    lessons.find((lesson) => states.get(lesson.id) === 'now') ??
    lessons.find((lesson) => states.get(lesson.id) === 'next')
  );
};
