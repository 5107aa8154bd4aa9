import {
  countries,
  displayMoney,
  fromCents,
  installments,
  languageLocales,
  notifications,
  readableDate,
  schoolCurrency,
  schools,
  students,
  toCents,
  translate,
  type Language,
  type RowOf,
} from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import { systemContext } from '../../core/caller.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { keepOneQueued, nextDailyAt, queueNextRun, type RecurringTask } from '../../jobs/recurring.ts';
import { defineJob } from '../../jobs/registry.ts';
import { familyLanguage, guardianAccounts, notifyUsers } from '../notifications/notify-users.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';

const INSTALLMENT_DUE = 'finance.installment-due';

/** How many days ahead a family hears of an installment not paid yet. */
const INSTALLMENT_NOTICE_DAYS = 3;

/** 06:00 UTC: the morning in Turkey (09:00) and in western Europe (07:00). */
const NOTICE_HOUR_UTC = 6;

export const MORNING_INSTALLMENT_NOTICES: RecurringTask = {
  task: INSTALLMENT_DUE,
  next: (now) => nextDailyAt(now, NOTICE_HOUR_UTC),
};

const DAY_MS = 86_400_000;
const plusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The link of an installment's notice: also what says a reader was told of it already. */
const noticeLink = (installment: number): string => `/account/student?installment=${installment}`;

type Installment = RowOf<typeof installments>;

/** One installment's notice to the student's guardians with an account who were not told of it yet. */
const tellFamily = async (tx: Db, installment: Installment, fallback: Language): Promise<number> => {
  const store = system(tx);
  const student = await store.of(students).first({ id: installment.studentId });
  if (!student) return 0;
  const family = await guardianAccounts(tx, student.id);
  const link = noticeLink(installment.id);
  const told = new Set(
    (await store.of(notifications).list({ user: family, kind: 'installment_due', link })).map((row) => row.user),
  );
  const readers = family.filter((user) => !told.has(user));
  if (readers.length === 0) return 0;
  const school = await store.of(schools).first({ id: installment.school });
  const country = school?.countryCode ? await store.of(countries).first({ code: school.countryCode }) : undefined;
  const currency = schoolCurrency(school ?? {}, country ? [country] : []);
  const left = fromCents((toCents(installment.amount) ?? 0n) - (toCents(installment.paidAmount) ?? 0n));
  return notifyUsers(tx, {
    users: readers,
    school: installment.school,
    student: student.id,
    kind: 'installment_due',
    render: (reader) => {
      const values = {
        number: String(installment.installmentNo ?? ''),
        student: `${student.name} ${student.lastName}`,
        amount: displayMoney(left, currency, languageLocales[reader]),
        date: readableDate(reader, installment.installmentDate),
      };
      return {
        title: translate(reader, 'ui.installment_due.subject', values),
        body: translate(reader, 'ui.installment_due.body', values),
      };
    },
    link,
    language: await familyLanguage(tx, installment.school, fallback),
  });
};

/**
 * Every school's installments not paid yet that fall due in `INSTALLMENT_NOTICE_DAYS` days on its
 * own clock: each student's guardians with an account hear of each once (the notice itself,
 * by its link, says who was told), in their own language, with the amount left to pay.
 */
const noticeDueInstallments = async (tx: Db): Promise<{ installments: number; notified: number }> => {
  const store = system(tx);
  const dues = store.of(installments);
  // Candidates within a day either side of UTC's: each school's own day then picks its own.
  const utcDay = new Date().toISOString().slice(0, 10);
  const around = await dues.list(
    { isDonePayment: false },
    {
      also: and(
        gte(dues.table.installmentDate, plusDays(utcDay, INSTALLMENT_NOTICE_DAYS - 1)),
        lte(dues.table.installmentDate, plusDays(utcDay, INSTALLMENT_NOTICE_DAYS + 1)),
      ),
      order: { installmentDate: 'asc' },
    },
  );
  const dueDay = new Map<number, string>();
  for (const school of new Set(around.map((row) => row.school)))
    dueDay.set(school, plusDays((await schoolClock(tx, school)).date, INSTALLMENT_NOTICE_DAYS));
  const due = around.filter((row) => row.installmentDate === dueDay.get(row.school));
  let notified = 0;
  for (const installment of due) notified += await tellFamily(tx, installment, systemContext().language);
  return { installments: due.length, notified };
};

/** Every morning, and the next morning's run queued in the same transaction. */
export const installmentDueJob = defineJob({
  task: INSTALLMENT_DUE,
  maxAttempts: 3,
  run: async (tx, job, log) => {
    await queueNextRun(tx, MORNING_INSTALLMENT_NOTICES, job.id);
    const sent = await noticeDueInstallments(tx);
    log.info({ job: job.id, ...sent }, 'installment notices sent');
  },
  // Given up: tomorrow's still runs.
  onFailure: async (db, _job, _message, exhausted) => {
    if (exhausted) await keepOneQueued(db, MORNING_INSTALLMENT_NOTICES);
  },
});
