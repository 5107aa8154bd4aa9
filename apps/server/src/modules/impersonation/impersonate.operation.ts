import {
  impersonateLogs,
  isUuid,
  parseId,
  schools,
  mayImpersonateAs,
  userSchools,
  userTypes,
  users,
  type Audience,
} from '@kampus/contract';
import { systemContext, type Caller, type RequestContext } from '../../core/caller.ts';
import { recordAction } from '../../core/audit.ts';
import { create, update } from '../../core/operations.ts';
import { Problem, forbidden, notFound, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { issueToken, revokeSession, sessionOrigin } from '../auth/sessions.ts';
import { requireFreshSecondFactor } from '../second-factor/step-up.ts';
import { nowInTimeZone, wallClockPlusMinutes } from './time.ts';

/** Kinds of account that may be impersonated (platform spec section 6). */
const IMPERSONABLE: readonly Audience[] = ['teacher', 'parent', 'student'];

interface Account {
  id: number;
  uuid: string;
  name: string;
  lastName: string;
  schoolId: number;
  superadmin: boolean;
  audience: Audience;
  memberships: number[];
}

const runInTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => inTransaction(db, (tx) => work(tx));

/**
 * A user by numeric id or uuid, with the kind of account and school memberships. Read as the
 * system: whether the caller manages the target is the operation's own question (403).
 */
const loadAccount = async (db: Db, key: string | number): Promise<Account | null> => {
  const repo = system(db);
  const text = String(key).trim();
  const id = parseId(text);
  if (id === undefined && !isUuid(text)) return null;
  const row = await repo.of(users).first(id !== undefined ? { id } : { uuid: text });
  if (!row) return null;
  const type = await repo.of(userTypes).first({ id: row.userType });
  if (!type) return null;
  const memberships = await repo.of(userSchools).list({ user: row.id });
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    lastName: row.lastName,
    schoolId: row.schoolId,
    superadmin: row.isSuperadmin === true,
    audience: type.loginType,
    memberships: memberships.map((m) => m.school),
  };
};

const schoolTimeZone = async (db: Db, schoolId: number): Promise<string | null> => {
  const row = await system(db).of(schools).first({ id: schoolId });
  return typeof row?.timezone === 'string' && row.timezone !== '' ? row.timezone : null;
};

/** The open log entries of this impersonation (normally one), newest first. */
const openLogs = (db: Db, impersonatorId: number, caller: Caller) =>
  system(db)
    .of(impersonateLogs)
    .list({ user: impersonatorId, impersonateUser: caller.id, exitTime: null }, { order: { enterTime: 'desc' } });

/** Whether the caller may impersonate at all: an administrator or a superadmin, not already impersonating. */
const checkImpersonator = (caller: Caller): void => {
  if (caller.impersonatorId !== null) throw forbidden('errors.impersonation_already');
  if (!mayImpersonateAs(caller.superadmin, caller.userTypeId)) throw forbidden('errors.impersonation_not_allowed');
};

/** The longest reason kept (the log's column). */
const REASON_MAX = 500;

/** Why the caller acts as someone else, as written: required, at most 500 characters (422 on `reason`). */
const reasonOf = (value: unknown): string => {
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '') throw violation('reason', 'validation.required');
  if (reason.length > REASON_MAX) throw violation('reason', 'errors.impersonation_reason_too_long');
  return reason;
};

/**
 * The minutes an impersonation lasts: those chosen (a whole number from 1), cut to the server's
 * limit; the limit when none is chosen. Anything else is 422 on `minutes`.
 */
const minutesOf = (value: unknown, limit: number): number => {
  if (value === undefined || value === null) return limit;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw violation('minutes', 'validation.invalid');
  return Math.min(value, limit);
};

/**
 * POST /{lang}/impersonate {userId, reason, minutes}: the caller (staff) starts acting as a teacher,
 * parent or student of a school they manage, for a stated reason and the minutes chosen, at most
 * `limitMinutes` (`KAMPUS_IMPERSONATION_MINUTES`): the impersonation's session expires then by itself. In one
 * transaction: the log entry (with the reason and the limit), a new session for the target
 * carrying the caller as impersonator, and the end of the caller's own session (the browser
 * swaps one token for the other; leaving the original alive would leave a token nobody holds on
 * purpose).
 */
export const startImpersonation = async (
  db: Db,
  key: Uint8Array,
  ctx: RequestContext,
  input: { userId: unknown; reason: unknown; minutes?: unknown; limitMinutes: number },
): Promise<{ accessToken: string; impersonateLogId: number; userId: string }> => {
  const caller = ctx.caller;
  if (!caller) throw forbidden();
  checkImpersonator(caller);
  // Acting as another person wants a fresh second factor from whoever has one (issue 35).
  await requireFreshSecondFactor(db, caller);
  const reason = reasonOf(input.reason);
  const limitMinutes = minutesOf(input.minutes, input.limitMinutes);
  const userKey = input.userId;
  if (typeof userKey !== 'string' && typeof userKey !== 'number') throw notFound('login.user_not_found');
  const target = await loadAccount(db, userKey);
  if (!target) throw notFound('login.user_not_found');
  if (target.superadmin || target.id === caller.id || !IMPERSONABLE.includes(target.audience)) {
    throw forbidden('errors.impersonation_not_impersonable');
  }
  // Where the caller manages the target: the impersonation reaches these schools and no other
  // (a membership in the caller's school opens no door to the target's other schools).
  const managed = [...new Set([target.schoolId, ...target.memberships])].filter((id) => ctx.reach.has(id));
  // The school of the log: the target's own school when the caller manages it, else a membership.
  const school = managed[0];
  if (school === undefined) throw forbidden('errors.impersonation_out_of_reach');
  const enterTime = nowInTimeZone(await schoolTimeZone(db, school));
  // Started with an API key: the impersonation carries the key, ends with it, lives no longer.
  const from = await sessionOrigin(db, caller);
  return runInTransaction(db, async (tx) => {
    const log = await create(tx, systemContext(ctx.language), impersonateLogs, {
      school,
      user: caller.id,
      impersonateUser: target.id,
      enterTime,
      reason,
      limitMinutes,
    });
    const accessToken = await issueToken(tx, key, target, {
      method: 'impersonation',
      impersonatorId: caller.id,
      schools: managed,
      from,
      until: new Date(Date.now() + limitMinutes * 60_000),
    });
    await revokeSession(tx, caller.sessionId);
    await recordAction(tx, ctx, {
      resource: 'impersonate_logs',
      id: log.id,
      action: 'impersonate',
      school,
      after: { impersonateUser: target.id, reason, limitMinutes },
    });
    return { accessToken, impersonateLogId: log.id, userId: target.uuid };
  });
};

/** When an impersonation ends by its time limit; null for an entry older than limits. */
const limitEnd = (row: { enterTime: unknown; limitMinutes?: unknown }): string | null =>
  typeof row.enterTime === 'string' && typeof row.limitMinutes === 'number'
    ? wallClockPlusMinutes(row.enterTime, row.limitMinutes)
    : null;

/**
 * Closes every log entry whose impersonation ended by its time limit while nobody was there to
 * close it (the session simply expired): `exitTime` becomes the limit's end, so an auditor never
 * reads an impersonation as still running. Answers how many were closed.
 */
export const closeExpiredImpersonations = async (db: Db): Promise<number> => {
  const store = system(db);
  const open = await store.of(impersonateLogs).list({ exitTime: null });
  let closed = 0;
  for (const row of open) {
    const limit = limitEnd(row);
    if (limit === null) continue;
    // Both are the school's wall clock in one format: the text order is the time order.
    if (limit >= nowInTimeZone(await schoolTimeZone(db, row.school))) continue;
    await update(db, systemContext(), impersonateLogs, row.id, { exitTime: limit });
    closed += 1;
  }
  return closed;
};

/**
 * Sets `exitTime` on the open log entries of this impersonation (normally one): now, or the end
 * of its time limit when that came first (an entry left open by a session that expired).
 */
export const closeImpersonationLog = async (db: Db, caller: Caller): Promise<number | null> => {
  if (caller.impersonatorId === null) return null;
  const open = await openLogs(db, caller.impersonatorId, caller);
  for (const row of open) {
    const now = nowInTimeZone(await schoolTimeZone(db, row.school));
    const limit = limitEnd(row);
    // Both are the school's wall clock in one format: the text order is the time order.
    const exitTime = limit !== null && limit < now ? limit : now;
    await update(db, systemContext(), impersonateLogs, row.id, { exitTime });
  }
  return open[0]?.id ?? null;
};

/**
 * POST /{lang}/impersonate/cancel: back to the original user. The log gets its exit time, the
 * impersonation session ends, and the original user gets a fresh token, all in one transaction.
 */
export const cancelImpersonation = async (
  db: Db,
  key: Uint8Array,
  caller: Caller,
  ip?: string,
): Promise<{ accessToken: string; userId: string }> => {
  if (caller.impersonatorId === null) throw new Problem(409, 'errors.conflict', 'errors.impersonation_none');
  const original = await loadAccount(db, caller.impersonatorId);
  if (!original) throw notFound('login.user_not_found');
  // An impersonation started with an API key returns to a session of that key, not a sign-in.
  const from = await sessionOrigin(db, caller);
  return runInTransaction(db, async (tx) => {
    const logId = await closeImpersonationLog(tx, caller);
    await revokeSession(tx, caller.sessionId);
    // Recorded as the impersonated session that ends, so the entry names both people.
    await recordAction(
      tx,
      { ...systemContext(), caller, ip },
      {
        resource: 'impersonate_logs',
        id: logId,
        action: 'impersonate_cancel',
        school: caller.sessionSchools?.[0] ?? caller.schoolId,
      },
    );
    // Back from an impersonation is no fresh password sign-in: credentials want one.
    const accessToken = await issueToken(tx, key, original, { method: 'impersonation', from });
    return { accessToken, userId: original.uuid };
  });
};

/** GET /{lang}/impersonate: whether this session is an impersonation, and of whom by whom. */
export const currentImpersonation = async (db: Db, caller: Caller) => {
  if (caller.impersonatorId === null) return { impersonating: false };
  const original = await loadAccount(db, caller.impersonatorId);
  const [log] = await openLogs(db, caller.impersonatorId, caller);
  return {
    impersonating: true,
    impersonateLogId: log?.id ?? null,
    user: { userId: caller.uuid, name: caller.name, lastName: caller.lastName },
    impersonator: original ? { userId: original.uuid, name: original.name, lastName: original.lastName } : null,
    endsAt: log ? limitEnd(log) : null,
  };
};

/**
 * GET /{lang}/impersonated-by: the person's own view of who acted as them, when, for how long
 * and why (issue 35), the latest 50, from the log staff read; read as the system, since the log
 * is staff's resource. `endsAt` is when the time limit ended (or ends) the session.
 */
export const impersonatedBy = async (db: Db, caller: Caller) => {
  const rows = await system(db)
    .of(impersonateLogs)
    .list({ impersonateUser: caller.id }, { order: { enterTime: 'desc' }, limit: 50 });
  return {
    impersonations: rows.map((row) => ({
      by: String(row.impersonatorName ?? ''),
      enterTime: String(row.enterTime),
      exitTime: row.exitTime === null || row.exitTime === undefined ? null : String(row.exitTime),
      reason: typeof row.reason === 'string' ? row.reason : null,
      limitMinutes: typeof row.limitMinutes === 'number' ? row.limitMinutes : null,
      endsAt: limitEnd(row),
    })),
  };
};
