import { isUuid, parseId, SEARCH_MIN_LETTERS } from '@kampus/contract';
import type { SignedInContext } from '../../core/actions.ts';
import { forbidden, notFound, violation } from '../../core/problem.ts';

/** What the three searches read from their path and query, checked once for all of them. */
export interface SearchRequest {
  key: string;
  userTypes: number[];
  /** `getKey=1`: every hit carries the IRI a reference field stores for it. */
  withKey: boolean;
}

/**
 * The path's `{userId}` must be the caller's own (uuid or id): the search answers from the
 * caller's reach, so naming another user is refused rather than silently ignored. A key of
 * fewer than 3 letters (after trimming) is 422 on `searchKey`.
 */
export const readSearchRequest = (
  ctx: SignedInContext,
  params: { userId: string; searchKey: string },
  query: { userTypes?: string | undefined; getKey?: string | undefined },
): SearchRequest => {
  const { userId } = params;
  if (ctx.caller.uuid !== userId && String(ctx.caller.id) !== userId) {
    if (!isUuid(userId) && parseId(userId) === undefined) throw notFound();
    throw forbidden();
  }
  const key = params.searchKey.trim();
  if ([...key].length < SEARCH_MIN_LETTERS) throw violation('searchKey', 'mail.search_too_short');
  const userTypes = (query.userTypes ?? '')
    .split(',')
    .map((part) => parseId(part.trim()))
    .filter((id): id is number => id !== undefined);
  return { key, userTypes, withKey: query.getKey === '1' || query.getKey === 'true' };
};
