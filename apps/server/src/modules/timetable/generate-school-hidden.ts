import type { TimetableProblemInput } from './timetable-problem.ts';
import type { Random } from '@kampus/contract/random';
import type { TimetablePlacement } from './timetable-report.ts';

export type LessonInput = TimetableProblemInput['lessons'][number];

interface HiddenInput {
  lessons: LessonInput[];
  classes: { id: string; size: number }[];
  rooms: { id: string; kind: string; capacity: number }[];
  days: number;
  periods: number;
  maxPerDay: number;
  /** The period (from 0) lunch follows every day, or null: no double is placed across it. */
  lunchAfter: number | null;
  random: Random;
}

/** Whether a lesson of `length` starting at period `period` of its day runs across lunch. */
const acrossLunch = (period: number, length: number, lunchAfter: number | null): boolean =>
  lunchAfter !== null && period <= lunchAfter && lunchAfter < period + length - 1;

/** Places every unit at a random clash-free start and room; lessons keep the units that fitted. */
export const placeHidden = ({ lessons, classes, rooms, days, periods, maxPerDay, lunchAfter, random }: HiddenInput) => {
  const slots = days * periods;
  const busy = new Set<string>();
  const teacherDay = new Map<string, number>();
  const classIndex = new Map(classes.map((c, i) => [c.id, i]));
  const units = lessons.flatMap((lesson) =>
    Array.from({ length: lesson.periodsPerWeek / (lesson.length ?? 1) }, () => lesson),
  );
  // The hardest first (the gym, labs, doubles, combined classes), at random within each group.
  const weight = (l: LessonInput) =>
    l.roomKind === 'gym' ? 0 : l.roomKind === 'lab' ? 1 : l.length === 2 ? 2 : l.classIds.length > 1 ? 3 : 4;
  const order = units.map((lesson) => ({ lesson, key: weight(lesson) + random.next() })).sort((a, b) => a.key - b.key);
  const placed: TimetablePlacement[] = [];
  const counts = new Map<LessonInput, number>();
  for (const { lesson } of order) {
    const length = lesson.length ?? 1;
    const size =
      lesson.size ?? lesson.classIds.reduce((sum, c) => sum + (classes[classIndex.get(c) ?? 0]?.size ?? 0), 0);
    if ((lesson.parts ?? []).length > 0) {
      const placement = placeBlock(lesson, {
        classes,
        classIndex,
        rooms,
        slots,
        periods,
        maxPerDay,
        lunchAfter,
        busy,
        teacherDay,
        random,
      });
      if (placement) {
        counts.set(lesson, (counts.get(lesson) ?? 0) + 1);
        placed.push(placement);
      }
      continue;
    }
    const options: [number, string][] = [];
    for (let s = 0; s < slots; s++) {
      const day = Math.floor(s / periods);
      if ((s % periods) + length > periods || acrossLunch(s % periods, length, lunchAfter)) continue;
      if ((teacherDay.get(`${lesson.teacherId}|${day}`) ?? 0) + length > maxPerDay) continue;
      const free = (who: string) => Array.from({ length }, (_, k) => `${who}|${s + k}`).every((key) => !busy.has(key));
      if (!free(lesson.teacherId) || !lesson.classIds.every((c) => free(`c${classIndex.get(c)}`))) continue;
      for (const room of rooms)
        if (room.kind === lesson.roomKind && room.capacity >= size && free(room.id)) options.push([s, room.id]);
    }
    if (options.length === 0) continue;
    const [s, roomId] = random.pick(options);
    const day = Math.floor(s / periods);
    for (let k = 0; k < length; k++) {
      busy.add(`${lesson.teacherId}|${s + k}`);
      busy.add(`${roomId}|${s + k}`);
      for (const c of lesson.classIds) busy.add(`c${classIndex.get(c)}|${s + k}`);
    }
    teacherDay.set(`${lesson.teacherId}|${day}`, (teacherDay.get(`${lesson.teacherId}|${day}`) ?? 0) + length);
    counts.set(lesson, (counts.get(lesson) ?? 0) + 1);
    placed.push({ lessonId: lesson.id, day, period: s % periods, length, roomId });
  }
  for (const lesson of lessons) lesson.periodsPerWeek = (counts.get(lesson) ?? 0) * (lesson.length ?? 1);
  return placed;
};

/**
 * A unit of a lesson with parallel parts at a random start where every part's teacher and every
 * class is free, each part in its own free room of its kind that holds it; null when none.
 */
const placeBlock = (
  lesson: LessonInput,
  at: {
    classes: { id: string; size: number }[];
    classIndex: Map<string, number>;
    rooms: { id: string; kind: string; capacity: number }[];
    slots: number;
    periods: number;
    maxPerDay: number;
    lunchAfter: number | null;
    busy: Set<string>;
    teacherDay: Map<string, number>;
    random: Random;
  },
): TimetablePlacement | null => {
  const { classes, classIndex, rooms, slots, periods, maxPerDay, lunchAfter, busy, teacherDay, random } = at;
  const length = lesson.length ?? 1;
  const sizeOf = (size: number | undefined, ids: string[]) =>
    size ?? ids.reduce((sum, c) => sum + (classes[classIndex.get(c) ?? 0]?.size ?? 0), 0);
  const parts = [
    {
      teacherId: lesson.teacherId,
      roomKind: lesson.roomKind ?? 'classroom',
      size: sizeOf(lesson.size, lesson.classIds),
    },
    ...(lesson.parts ?? []).map((part) => ({
      teacherId: part.teacherId,
      roomKind: part.roomKind ?? 'classroom',
      size: sizeOf(part.size, part.classIds ?? []),
    })),
  ];
  const classIds = [...new Set([...lesson.classIds, ...(lesson.parts ?? []).flatMap((part) => part.classIds ?? [])])];
  const options: [number, string[]][] = [];
  for (let s = 0; s < slots; s++) {
    const day = Math.floor(s / periods);
    if ((s % periods) + length > periods || acrossLunch(s % periods, length, lunchAfter)) continue;
    const free = (who: string) => Array.from({ length }, (_, k) => `${who}|${s + k}`).every((key) => !busy.has(key));
    if (parts.some((part) => (teacherDay.get(`${part.teacherId}|${day}`) ?? 0) + length > maxPerDay)) continue;
    if (!parts.every((part) => free(part.teacherId)) || !classIds.every((c) => free(`c${classIndex.get(c)}`))) continue;
    const chosen: string[] = [];
    for (const part of parts) {
      const room = rooms.find(
        (r) => r.kind === part.roomKind && r.capacity >= part.size && !chosen.includes(r.id) && free(r.id),
      );
      if (!room) break;
      chosen.push(room.id);
    }
    if (chosen.length === parts.length) options.push([s, chosen]);
  }
  if (options.length === 0) return null;
  const [s, roomIds] = random.pick(options);
  const day = Math.floor(s / periods);
  for (let k = 0; k < length; k++) {
    for (const part of parts) busy.add(`${part.teacherId}|${s + k}`);
    for (const roomId of roomIds) busy.add(`${roomId}|${s + k}`);
    for (const c of classIds) busy.add(`c${classIndex.get(c)}|${s + k}`);
  }
  for (const part of parts)
    teacherDay.set(`${part.teacherId}|${day}`, (teacherDay.get(`${part.teacherId}|${day}`) ?? 0) + length);
  return {
    lessonId: lesson.id,
    day,
    period: s % periods,
    length,
    roomId: roomIds[0] ?? '',
    parts: (lesson.parts ?? []).map((part, p) => ({ partId: part.id, roomId: roomIds[p + 1] ?? '' })),
  };
};

/** Pairs of the less frequent subjects that no class has on one day in the hidden week. */
export const keptApart = (
  hidden: TimetablePlacement[],
  lessons: LessonInput[],
  spare: string[],
): [string, string][] => {
  const byId = new Map(lessons.map((l) => [l.id, l]));
  const days = new Set<string>();
  for (const p of hidden) {
    const lesson = byId.get(p.lessonId);
    for (const c of lesson?.classIds ?? []) days.add(`${c}|${lesson?.subject}|${p.day}`);
  }
  const pairs: [string, string][] = [];
  for (const a of spare) {
    for (const b of spare) {
      if (a >= b) continue;
      const clash = [...days].some((key) => {
        const [c, subject, day] = key.split('|');
        return subject === a && days.has(`${c}|${b}|${day}`);
      });
      if (!clash) pairs.push([a, b]);
    }
  }
  return pairs;
};
