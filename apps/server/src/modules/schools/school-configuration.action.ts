import { saveSchoolConfigurationAction, schoolConfigurationAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { saveSchoolConfiguration } from './save-school-configuration.operation.ts';
import { schoolConfiguration } from './school-configuration.operation.ts';

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export const readConfiguration = implement(schoolConfigurationAction, async ({ db, ctx, input }) => {
  const answer = await schoolConfiguration(db, ctx, input.params.schoolId);
  // Both columns are text; the rows are untyped until the repository types them.
  const configuration = answer.configuration.map(({ key, value }) => ({ key: String(key), value: text(value) }));
  return { ...answer, configuration };
});

export const saveConfiguration = implement(saveSchoolConfigurationAction, async ({ db, ctx, input }) =>
  saveSchoolConfiguration(db, ctx, input.params.schoolId, input.body),
);
