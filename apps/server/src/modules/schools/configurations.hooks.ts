import { checkConfigurationValue, configurations, isConfigurationKey, secretConfigurationKeys } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { readsSecrets } from './school-configuration.operation.ts';

/**
 * The raw key/value API (`/api/configurations`, the spec's config calls) checks a value as the
 * configuration form does: by the key's declaration in the contract, stored in normal form. A
 * bad value is a 422 on `value`, so no client can store what the form would refuse.
 */
const checked = (key: unknown, data: Data): Data => {
  if (!('value' in data) || typeof key !== 'string' || !isConfigurationKey(key)) return data;
  const result = checkConfigurationValue(key, data.value);
  if (!result.ok) throw unprocessable([{ propertyPath: 'value', message: result.message }]);
  return { ...data, value: result.value };
};

export const configurationsHooks = defineHooks(configurations, {
  // A teacher reads the configuration, but not the store's API key.
  expand: async (_db, ctx, rows, out) => {
    if (readsSecrets(ctx)) return;
    rows.forEach((row, index) => {
      const item = out[index];
      if (item && (secretConfigurationKeys as readonly string[]).includes(row.key)) item.value = null;
    });
  },
  beforeCreate: (_tx, _ctx, data) => checked(data.key, data),
  // A PATCH may change the key, the value or both: the value is checked against the key it ends up with.
  beforeUpdate: (_tx, _ctx, data, current) => {
    if ('value' in data) return checked(data.key ?? current.key, data);
    return data.key === undefined ? data : checked(data.key, { ...data, value: current.value });
  },
});
