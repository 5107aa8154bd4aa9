import { publishTimetableAction, timetableDiffAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { publishTimetable } from './publish.operation.ts';
import { timetableDiff } from './timetable-diff.operation.ts';

export const diff = implement(timetableDiffAction, async ({ db, ctx, record, input }) =>
  timetableDiff(db, ctx, Number(record.id), input.query.startDate),
);

export const publish = implement(publishTimetableAction, async ({ db, ctx, record, input }) =>
  publishTimetable(db, ctx, Number(record.id), input.body.startDate, input.body.fingerprint),
);
