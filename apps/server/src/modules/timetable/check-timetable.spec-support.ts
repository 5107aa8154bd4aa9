import { timetableProblemSchema, type TimetableProblemInput } from './timetable-problem.ts';
import type { TimetablePlacement } from './timetable-report.ts';

/**
 * The tests' own reading of the hard constraints, written from the problem's words and not from
 * the solver's cost: one list of broken rules for a placement, each a sentence a school would
 * recognise. Empty means the week can be published.
 */
export const brokenRules = (input: TimetableProblemInput, placements: TimetablePlacement[]): string[] => {
  const problem = timetableProblemSchema.parse(input);
  const broken: string[] = [];
  const taken = new Map<string, string>();
  const occupy = (who: string, day: number, period: number, lessonId: string) => {
    const key = `${who} at ${day}/${period}`;
    const other = taken.get(key);
    if (other !== undefined) broken.push(`${key} twice: ${other} and ${lessonId}`);
    taken.set(key, lessonId);
  };
  const lessons = new Map(problem.lessons.map((l) => [l.id, l]));
  const rooms = new Map(problem.rooms.map((r) => [r.id, r]));
  const classSize = new Map(problem.classes.map((c) => [c.id, c.size]));
  const teacherDay = new Map<string, number>();
  const subjectsOnDay = new Map<string, Set<string>>();
  for (const p of placements) {
    const lesson = lessons.get(p.lessonId);
    if (!lesson) {
      broken.push(`unknown lesson ${p.lessonId}`);
      continue;
    }
    if (p.length !== lesson.length) broken.push(`${lesson.id} placed as ${p.length} periods, is ${lesson.length}`);
    if (p.period + lesson.length > (problem.periodsPerDay[p.day] ?? 0)) {
      broken.push(`${lesson.id} runs past the end of day ${p.day}`);
    }
    // A double is two periods with no long break between: lunch never falls inside one.
    for (let k = 0; k < lesson.length - 1; k++) {
      if (problem.longBreaks.some((b) => b.day === p.day && b.period === p.period + k)) {
        broken.push(`${lesson.id} runs across the long break after ${p.day}/${p.period + k}`);
      }
    }
    // The lesson's own part, then each parallel part: a teacher, a room of its kind that holds it.
    const partOf = new Map((p.parts ?? []).map((part) => [part.partId, part.roomId]));
    if ((p.parts ?? []).length !== lesson.parts.length || lesson.parts.some((part) => !partOf.has(part.id))) {
      broken.push(`${lesson.id} placed without a room for each of its parts`);
    }
    const sizeOf = (size: number | undefined, classIds: string[]) =>
      size ?? classIds.reduce((sum, id) => sum + (classSize.get(id) ?? 0), 0);
    const taught = [
      {
        teacherId: lesson.teacherId,
        roomKind: lesson.roomKind,
        size: sizeOf(lesson.size, lesson.classIds),
        roomId: p.roomId,
      },
      ...lesson.parts.map((part) => ({
        teacherId: part.teacherId,
        roomKind: part.roomKind,
        size: sizeOf(part.size, part.classIds),
        roomId: partOf.get(part.id) ?? '',
      })),
    ];
    const classIds = [...new Set([...lesson.classIds, ...lesson.parts.flatMap((part) => part.classIds)])];
    for (const part of taught) {
      const room = rooms.get(part.roomId);
      if (!room || room.kind !== part.roomKind) broken.push(`${lesson.id} in ${part.roomId}, needs a ${part.roomKind}`);
      if (room && room.capacity < part.size)
        broken.push(`${lesson.id} (${part.size}) in ${room.id} (${room.capacity})`);
      const dayKey = `${part.teacherId}/${p.day}`;
      teacherDay.set(dayKey, (teacherDay.get(dayKey) ?? 0) + lesson.length);
    }
    for (const c of classIds) {
      const key = `${c}/${p.day}`;
      subjectsOnDay.set(key, new Set([...(subjectsOnDay.get(key) ?? []), lesson.subject]));
    }
    for (let k = 0; k < lesson.length; k++) {
      const period = p.period + k;
      for (const part of taught) {
        occupy(`teacher ${part.teacherId}`, p.day, period, lesson.id);
        occupy(`room ${part.roomId}`, p.day, period, lesson.id);
        const teacher = problem.teachers.find((t) => t.id === part.teacherId);
        if (teacher?.unavailable.some((s) => s.day === p.day && s.period === period)) {
          broken.push(`${lesson.id} when ${teacher.id} is unavailable`);
        }
      }
      for (const c of classIds) occupy(`class ${c}`, p.day, period, lesson.id);
      for (const c of problem.classes.filter((c) => classIds.includes(c.id))) {
        if (c.unavailable.some((s) => s.day === p.day && s.period === period))
          broken.push(`${lesson.id} when ${c.id} is away`);
      }
    }
  }
  for (const lesson of problem.lessons) {
    const mine = placements.filter((p) => p.lessonId === lesson.id);
    const periods = mine.reduce((sum, p) => sum + p.length, 0);
    if (periods !== lesson.periodsPerWeek)
      broken.push(`${lesson.id} has ${periods} periods, needs ${lesson.periodsPerWeek}`);
    for (const slot of lesson.fixed) {
      if (!mine.some((p) => p.day === slot.day && p.period === slot.period)) {
        broken.push(`${lesson.id} moved from its fixed ${slot.day}/${slot.period}`);
      }
    }
  }
  for (const teacher of problem.teachers) {
    for (let day = 0; day < problem.periodsPerDay.length; day++) {
      const count = teacherDay.get(`${teacher.id}/${day}`) ?? 0;
      if (teacher.maxPerDay !== undefined && count > teacher.maxPerDay) {
        broken.push(`${teacher.id} teaches ${count} on day ${day}, at most ${teacher.maxPerDay}`);
      }
    }
  }
  for (const [key, subjects] of subjectsOnDay) {
    for (const [a, b] of problem.notSameDay) {
      if (subjects.has(a) && subjects.has(b)) broken.push(`${key} has both ${a} and ${b}`);
    }
  }
  return broken;
};
