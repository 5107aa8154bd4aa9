import { userPersonalAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { userPersonal } from './personal.operation.ts';

export const personalOfUser = implement(userPersonalAction, async ({ db, ctx, input }) =>
  userPersonal(db, ctx, input.params.userId),
);
