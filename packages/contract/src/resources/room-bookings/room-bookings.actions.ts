import { z } from 'zod';
import { staffAndTeachers } from '../../resource/index.ts';
import { isValidDate, normalizeTime } from '../../resource/values.ts';
import { defineAction, type ActionInput, type ActionOutput } from '../../action/define.ts';
import { ROOM_KINDS } from '../timetable/timetable-setup.resource.ts';

/** A time of day in the query (`HH:MM`), answered as `HH:MM:SS` like the stored times. */
const clock = z.string({ error: 'validation.required' }).transform((value, context) => {
  const time = normalizeTime(value);
  if (!time.ok || time.value === null) {
    context.addIssue({ code: 'custom', message: 'validation.invalid_time', input: value });
    return z.NEVER;
  }
  return time.value;
});

const room = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ROOM_KINDS),
  capacity: z.number().int(),
});

/** What holds a room in the asked span: a lesson (its class and subject) or a booking (its purpose). */
const holder = z.object({
  kind: z.enum(['lesson', 'booking']),
  title: z.string().meta({ description: 'The lesson’s class and subject, or the booking’s purpose' }),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * GET /api/rooms/free?date&from&until[&kind][&capacity]: the rooms of the active school free in
 * that span (no lesson and no booking overlaps it), and the taken ones with what holds them.
 */
export const freeRoomsAction = defineAction({
  name: 'freeRooms',
  method: 'GET',
  path: '/api/rooms/free',
  summary: 'The rooms free at a time, and what holds the others',
  tags: ['timetable'],
  access: staffAndTeachers,
  input: {
    query: z
      .object({
        date: z.string({ error: 'validation.required' }).refine(isValidDate, { error: 'validation.invalid_date' }),
        from: clock,
        until: clock,
        kind: z.enum(ROOM_KINDS, { error: 'validation.invalid_choice' }).optional(),
        capacity: z.coerce
          .number({ error: 'validation.invalid_number' })
          .int({ error: 'validation.invalid_number' })
          .min(1, { error: 'validation.too_small' })
          .max(2000, { error: 'validation.too_large' })
          .optional(),
      })
      .refine((query) => query.until > query.from, { path: ['until'], error: 'validation.too_small' }),
  },
  output: z.object({
    free: z.array(room),
    taken: z.array(room.extend({ heldBy: z.array(holder) })),
  }),
});

export type FreeRoomsQuery = ActionInput<typeof freeRoomsAction>['query'];
export type FreeRooms = ActionOutput<typeof freeRoomsAction>;
