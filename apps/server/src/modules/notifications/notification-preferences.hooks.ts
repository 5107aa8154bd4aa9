import { notificationPreferences, parseKindsOff } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';

/**
 * The kinds a reader turned off per channel are kept in one shape (`parseKindsOff`: known channels
 * and kinds, once each, in the catalogue's order); anything else is 422 on `kindsOff`.
 */
const kindsOffChecked = (data: Data): Data => {
  if (!('kindsOff' in data)) return data;
  const parsed = parseKindsOff(data.kindsOff);
  if (parsed === null) throw violation('kindsOff', 'validation.invalid');
  return { ...data, kindsOff: parsed };
};

export const notificationPreferencesHooks = defineHooks(notificationPreferences, {
  beforeCreate: (_tx, _ctx, data) => kindsOffChecked(data),
  beforeUpdate: (_tx, _ctx, data) => kindsOffChecked(data),
});
