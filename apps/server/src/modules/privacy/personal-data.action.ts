import { exportStudentPersonalDataAction, exportUserPersonalDataAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { requireFreshSecondFactor } from '../second-factor/step-up.ts';
import { exportPersonalData } from './personal-data.operation.ts';

/** A whole person's data is a bulk export: a caller with a second factor gives it again first (step-up). */
export const exportStudentPersonalData = implement(exportStudentPersonalDataAction, async ({ db, ctx, record }) => {
  await requireFreshSecondFactor(db, ctx.caller);
  return exportPersonalData(db, ctx, 'students', record);
});

export const exportUserPersonalData = implement(exportUserPersonalDataAction, async ({ db, ctx, record }) => {
  await requireFreshSecondFactor(db, ctx.caller);
  return exportPersonalData(db, ctx, 'users', record);
});
