import { hitRateLimit, refundRateLimit, type RateLimit } from '../../core/rate-limit.ts';
import { Problem } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import type { LoginLimits } from '../auth/login.operation.ts';

/**
 * Wrong codes of a second factor are limited like wrong passwords (docs/security.md, "Rate
 * limits"): per account and client address the sign-in's `maxFailures` in its window, per address
 * four times that, and per account from everywhere four times that too (a million codes cannot
 * be walked from many addresses). A try is counted before its code is checked, so a burst cannot
 * pass together (429 past a limit), and `passed` takes it back when the code was right: a school
 * behind one address signs its staff in all morning.
 */
export const checkCode = async (
  db: Db,
  limits: LoginLimits,
  userId: number,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> => {
  const windowMinutes = limits.windowMinutes;
  const counted: { rule: RateLimit; key: string }[] = [
    { rule: { bucket: 'second-factor-pair', limit: limits.maxFailures, windowMinutes }, key: `${userId}:${ip}` },
    { rule: { bucket: 'second-factor-ip', limit: limits.maxFailures * 4, windowMinutes }, key: ip },
    { rule: { bucket: 'second-factor-user', limit: limits.maxFailures * 4, windowMinutes }, key: String(userId) },
  ];
  const within = await Promise.all(counted.map(({ rule, key }) => hitRateLimit(db, rule, key)));
  const right = within.every(Boolean) && (await check());
  if (right || !within.every(Boolean)) {
    // A right code is no failure; a refused try was never checked. Neither counts.
    await Promise.all(counted.map(({ rule, key }) => refundRateLimit(db, rule, key)));
  }
  if (!within.every(Boolean)) throw new Problem(429, 'errors.too_many_requests');
  return right;
};
