import { userMenusAction, userSchoolsAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { userMenus, userSchools } from './user-schools.operation.ts';

export const schoolsOfUser = implement(userSchoolsAction, async ({ db, ctx, input }) =>
  userSchools(db, ctx, input.params.userId),
);

export const menusOfUser = implement(userMenusAction, async ({ db, ctx, input, language }) =>
  userMenus(db, ctx, input.params.userId, input.params.schoolId, language),
);
