import { searchPersonnelAction, searchStudentsAction, searchUsersAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { searchReachableUsers } from '../mail/mail-reach.operation.ts';
import { readSearchRequest } from './search-key.ts';
import { searchPersonnelRecords, searchStudentRecords } from './search-records.operation.ts';

/** Users: the people the caller may write to (the mail's reach), so the mail picker and the top bar agree. */
export const searchUsers = implement(searchUsersAction, async ({ db, ctx, input }) => {
  const { key, userTypes, withKey } = readSearchRequest(ctx, input.params, input.query);
  const found = await searchReachableUsers(db, ctx, key, userTypes);
  return withKey ? found.map((user) => ({ ...user, key: `/api/users/${user.id}` })) : found;
});

export const searchStudents = implement(searchStudentsAction, async ({ db, ctx, input }) => {
  const { key, withKey } = readSearchRequest(ctx, input.params, input.query);
  return searchStudentRecords(db, ctx, key, withKey);
});

export const searchPersonnel = implement(searchPersonnelAction, async ({ db, ctx, input }) => {
  const { key, withKey } = readSearchRequest(ctx, input.params, input.query);
  return searchPersonnelRecords(db, ctx, key, withKey);
});
