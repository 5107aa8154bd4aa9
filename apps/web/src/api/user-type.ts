import { parseReference } from '@kampus/contract/resource';
import type { CurrentUser } from './types.ts';

/** The user's kind of account as a number, whether the API sends an IRI or an id. */
export const userTypeId = (user: Pick<CurrentUser, 'userType'> | undefined): number | undefined =>
  user ? parseReference(user.userType, 'user_types') : undefined;
