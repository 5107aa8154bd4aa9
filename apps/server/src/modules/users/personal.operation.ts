import type { personalData } from '@kampus/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { targetUser, type User } from '../school-life/family.operation.ts';

export type PersonalData = z.infer<typeof personalData>;

/** The personal part of a user row, as `/personal` answers it. */
export const personalOf = (user: User): PersonalData => ({
  userId: user.uuid,
  phone: user.phone ?? null,
  homeAddress: user.homeAddress ?? null,
  workAddress: user.workAddress ?? null,
});

/**
 * GET /{lang}/users/{userId}/personal: the user themself, or staff (and superadmins) for a user of
 * a school they reach; another teacher, parent or student is refused, and a user out of reach is
 * 404, so not even their existence leaks across schools.
 */
export const userPersonal = async (db: Db, ctx: RequestContext, userKey: string): Promise<PersonalData> =>
  personalOf(await targetUser(db, ctx, userKey));
