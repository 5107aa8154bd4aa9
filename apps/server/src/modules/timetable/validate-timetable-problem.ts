import {
  crossesLongBreak,
  timetableProblemSchema,
  type Slot,
  type TimetableProblem,
  type TimetableProblemIssue,
} from './timetable-problem.ts';

export type ValidatedProblem =
  | { ok: true; problem: TimetableProblem }
  | { ok: false; problems: TimetableProblemIssue[] };

/**
 * Reads a problem and lists everything wrong with it, each with a path: the shape (zod), then
 * what the shape cannot say: unknown names, slots outside the week, and demands no timetable can
 * meet (a teacher or class with more periods than free slots, a lesson no room can hold). A
 * caller answers these as 422; the solver never starts on them.
 */
export const validateTimetableProblem = (input: unknown): ValidatedProblem => {
  const parsed = timetableProblemSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  }
  const problem = parsed.data;
  const problems: TimetableProblemIssue[] = [];
  const report = (path: string, message: string) => problems.push({ path, message });
  const slotCount = problem.periodsPerDay.reduce((sum, n) => sum + n, 0);
  const inWeek = (slot: Slot, length = 1) =>
    slot.day < problem.periodsPerDay.length && slot.period + length <= (problem.periodsPerDay[slot.day] ?? 0);
  const checkSlots = (path: string, slots: Slot[]) =>
    slots.forEach((slot, i) => {
      if (!inWeek(slot)) report(`${path}.${i}`, `day ${slot.day} period ${slot.period} is not in the week`);
    });
  const unique = (path: string, items: { id: string }[]) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.id)) report(`${path}.${i}.id`, `"${item.id}" is used twice`);
      seen.add(item.id);
    });
  };
  unique('rooms', problem.rooms);
  unique('teachers', problem.teachers);
  unique('classes', problem.classes);
  unique('lessons', problem.lessons);
  problem.teachers.forEach((t, i) => {
    checkSlots(`teachers.${i}.unavailable`, t.unavailable);
    checkSlots(`teachers.${i}.avoid`, t.avoid);
  });
  problem.classes.forEach((c, i) => checkSlots(`classes.${i}.unavailable`, c.unavailable));
  checkSlots('longBreaks', problem.longBreaks);
  const teachers = new Map(problem.teachers.map((t) => [t.id, t]));
  const classes = new Map(problem.classes.map((c) => [c.id, c]));
  const teacherLoad = new Map<string, number>();
  const classLoad = new Map<string, number>();
  const sizeOf = (size: number | undefined, classIds: readonly string[]) =>
    size ?? classIds.reduce((sum, id) => sum + (classes.get(id)?.size ?? 0), 0);
  problem.lessons.forEach((lesson, i) => {
    const path = `lessons.${i}`;
    const teacher = teachers.get(lesson.teacherId);
    if (!teacher) report(`${path}.teacherId`, `no teacher "${lesson.teacherId}"`);
    if (lesson.classIds.length === 0 && lesson.batchId === undefined) {
      report(`${path}.classIds`, 'a lesson names at least one class');
    }
    lesson.classIds.forEach((classId, k) => {
      if (!classes.has(classId)) report(`${path}.classIds.${k}`, `no class "${classId}"`);
    });
    // Every class of every part is busy at the lesson's slots: each counted once.
    const busyClasses = new Set([...lesson.classIds, ...lesson.parts.flatMap((p) => p.classIds)]);
    for (const classId of busyClasses) classLoad.set(classId, (classLoad.get(classId) ?? 0) + lesson.periodsPerWeek);
    const teaching = new Set([lesson.teacherId]);
    teacherLoad.set(lesson.teacherId, (teacherLoad.get(lesson.teacherId) ?? 0) + lesson.periodsPerWeek);
    const partIds = new Set<string>();
    lesson.parts.forEach((part, k) => {
      const at = `${path}.parts.${k}`;
      if (partIds.has(part.id)) report(`${at}.id`, `"${part.id}" is used twice`);
      partIds.add(part.id);
      if (!teachers.has(part.teacherId)) report(`${at}.teacherId`, `no teacher "${part.teacherId}"`);
      else if (teaching.has(part.teacherId))
        report(`${at}.teacherId`, `${part.teacherId} teaches another part of the lesson then`);
      else teacherLoad.set(part.teacherId, (teacherLoad.get(part.teacherId) ?? 0) + lesson.periodsPerWeek);
      teaching.add(part.teacherId);
      part.classIds.forEach((classId, c) => {
        if (!classes.has(classId)) report(`${at}.classIds.${c}`, `no class "${classId}"`);
      });
    });
    if (lesson.periodsPerWeek % lesson.length !== 0) {
      report(
        `${path}.periodsPerWeek`,
        `${lesson.periodsPerWeek} periods cannot be made of lessons of ${lesson.length}`,
      );
    }
    if (lesson.fixed.length > lesson.periodsPerWeek / lesson.length) {
      report(`${path}.fixed`, `more fixed lessons than the lesson has in a week`);
    }
    lesson.fixed.forEach((slot, k) => {
      if (!inWeek(slot, lesson.length)) report(`${path}.fixed.${k}`, `the lesson does not fit in that day there`);
      else if (crossesLongBreak(problem.longBreaks, slot, lesson.length))
        report(`${path}.fixed.${k}`, `the double period would run across the long break`);
    });
    const size = sizeOf(lesson.size, lesson.classIds);
    if (!problem.rooms.some((room) => room.kind === lesson.roomKind && room.capacity >= size)) {
      report(`${path}.roomKind`, `no room of kind "${lesson.roomKind}" holds ${size}`);
    } else if (lesson.parts.length > 0) {
      // The parts need distinct rooms at once: per kind, the largest part the largest room, and so on.
      const wants = [
        { at: path, kind: lesson.roomKind, size },
        ...lesson.parts.map((part, k) => ({
          at: `${path}.parts.${k}`,
          kind: part.roomKind,
          size: sizeOf(part.size, part.classIds),
        })),
      ];
      for (const kind of new Set(wants.map((want) => want.kind))) {
        const capacities = problem.rooms
          .filter((room) => room.kind === kind)
          .map((room) => room.capacity)
          .sort((a, b) => b - a);
        wants
          .filter((want) => want.kind === kind)
          .sort((a, b) => b.size - a.size)
          .forEach((want, n) => {
            if ((capacities[n] ?? 0) < want.size) {
              report(`${want.at}.roomKind`, `no room of kind "${kind}" holds ${want.size} beside the other parts`);
            }
          });
      }
    }
  });
  const overloaded = (path: string, load: number, blocked: number, per: string) => {
    if (load > slotCount - blocked) {
      report(path, `${per} needs ${load} periods but has ${slotCount - blocked} free slots in the week`);
    }
  };
  problem.teachers.forEach((t, i) => {
    const load = teacherLoad.get(t.id) ?? 0;
    overloaded(`teachers.${i}`, load, new Set(t.unavailable.map((s) => `${s.day}/${s.period}`)).size, t.id);
    if (t.maxPerDay !== undefined && load > t.maxPerDay * problem.periodsPerDay.length) {
      report(`teachers.${i}.maxPerDay`, `${t.id} needs ${load} periods but may teach ${t.maxPerDay} a day`);
    }
  });
  problem.classes.forEach((c, i) => {
    overloaded(
      `classes.${i}`,
      classLoad.get(c.id) ?? 0,
      new Set(c.unavailable.map((s) => `${s.day}/${s.period}`)).size,
      c.id,
    );
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, problem };
};
