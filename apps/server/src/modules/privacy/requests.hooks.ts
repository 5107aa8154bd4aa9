import { deletePersonalDataRequests, OPEN_REQUEST_STATUSES, staff } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { enqueue } from '../../jobs/queue.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { REQUEST_REMINDER } from './request-reminder.job.ts';
import { dueDateOf, reminderAt } from './request-deadline.ts';

const isOpen = (status: unknown): boolean => (OPEN_REQUEST_STATUSES as readonly unknown[]).includes(status);

/**
 * A data-subject request's deadline and its handling. The due date is always the server's
 * (requested date + 30 days, `readOnly` on the wire); who handled it is whoever last changed the
 * status or the answer; closing one (answered, refused) needs an answer saying what was done or
 * why not, and dates it on the school's calendar unless staff gave the date. A person filing their
 * own request files it today on the school's calendar, whatever date the form sent: the date starts
 * the school's 30 days, which the requester must not move (staff may record a letter's own date).
 */
export const requestsHooks = defineHooks(deletePersonalDataRequests, {
  beforeCreate: async (tx, ctx, data) => {
    // The system (seeds, imports) and staff record the date given; a requester files today.
    const byStaff = ctx.caller === null || ctx.caller.superadmin || staff.includes(ctx.caller.audience);
    const requestedDate = byStaff ? String(data.requestedDate) : (await schoolClock(tx, Number(data.school))).date;
    const closing = data.requestStatus !== undefined && !isOpen(data.requestStatus);
    if (closing && !data.answer) throw violation('answer', 'validation.request_answer_required');
    const handled = data.requestStatus !== undefined || data.answer !== undefined;
    return {
      ...data,
      requestedDate,
      // The spec's form sends neither: an erasure, just received.
      requestKind: data.requestKind ?? 'erasure',
      requestStatus: data.requestStatus ?? 'received',
      dueDate: dueDateOf(requestedDate),
      handledBy: handled ? (ctx.caller?.id ?? null) : null,
    };
  },
  afterCreate: async (tx, ctx, row) => {
    if (!isOpen(row.requestStatus) || row.dueDate === null) return;
    await enqueue(
      tx,
      REQUEST_REMINDER,
      { requestId: row.id, language: ctx.language },
      { runAt: reminderAt(row.dueDate) },
    );
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    const next = { ...data };
    if (data.requestKind === null) next.requestKind = 'erasure';
    if (data.requestStatus === null) next.requestStatus = current.requestStatus;
    if (data.requestedDate !== undefined) next.dueDate = dueDateOf(String(data.requestedDate));
    const status = next.requestStatus ?? current.requestStatus;
    const answer = data.answer === undefined ? current.answer : data.answer;
    if (!isOpen(status) && !answer) throw violation('answer', 'validation.request_answer_required');
    if (data.requestStatus !== undefined || data.answer !== undefined) next.handledBy = ctx.caller?.id ?? null;
    const answeredDate = data.answeredDate === undefined ? current.answeredDate : data.answeredDate;
    if (!isOpen(status) && !answeredDate) next.answeredDate = (await schoolClock(tx, current.school)).date;
    return next;
  },
  /** An access request points to the export that answers it (docs/privacy.md). */
  expand: (_db, ctx, rows, out) => {
    for (const [index, row] of rows.entries()) {
      const item = out[index];
      if (item && row.requestKind === 'access')
        item.personalDataExport = `/${ctx.language}/users/${row.user}/personal-data`;
    }
    return Promise.resolve();
  },
});
