import {
  deletePersonalDataRequests,
  languageCodes,
  OPEN_REQUEST_STATUSES,
  translate,
  users,
  userTypes,
  type Language,
} from '@kampus/contract';
import { and, inArray, type SQL } from 'drizzle-orm';
import { system } from '../../core/repository.ts';
import { belongingTo } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';
import { defineJob } from '../../jobs/registry.ts';
import { notifyUsers } from '../notifications/notify-users.operation.ts';

export const REQUEST_REMINDER = 'privacy.request-reminder';

/** The accounts of the school's own staff (login type `school`), who answer its requests. */
const schoolStaff = async (tx: Db, school: number): Promise<number[]> => {
  const store = system(tx);
  const people = store.of(users).table;
  const kinds = store.of(userTypes).table;
  const staffKinds = tx
    .select({ id: kinds.id })
    .from(kinds)
    .where(inArray(kinds.loginType, ['school']));
  const rows = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(inArray(people.userType, staffKinds), belongingTo(tx, new Set([school]))) as SQL);
  return rows.map((row) => row.id);
};

const languageOf = (raw: unknown): Language =>
  (languageCodes as readonly unknown[]).includes(raw) ? (raw as Language) : 'en';

/**
 * Queued when a request is filed, to run 7 days before its due date: if it is still open, each
 * staff account of its school gets an in-app notification (and its mail, as they chose). A
 * request answered in the meantime is left alone.
 */
export const requestReminderJob = defineJob({
  task: REQUEST_REMINDER,
  run: async (tx, job) => {
    const store = system(tx);
    const request = await store.of(deletePersonalDataRequests).first({ id: Number(job.payload.requestId) });
    if (!request || request.dueDate === null) return;
    if (!(OPEN_REQUEST_STATUSES as readonly (string | null)[]).includes(request.requestStatus)) return;
    const language = languageOf(job.payload.language);
    const values = { date: request.dueDate, requestedDate: request.requestedDate };
    await notifyUsers(tx, {
      users: await schoolStaff(tx, request.school),
      school: request.school,
      student: null,
      kind: 'privacy_request',
      title: translate(language, 'notifications.request_due_subject', values),
      body: translate(language, 'notifications.request_due_body', values),
      link: '/config/privacy-requests',
      language,
    });
  },
});
