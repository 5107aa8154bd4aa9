import { checkConfigurationValue, type ConfigurationKey } from '@kampus/contract/configuration';
import type { TFunction } from 'i18next';
import { fieldMessages } from '../../api/client.ts';

type Values = Partial<Record<ConfigurationKey, string>>;

/** The changed settings the browser already knows to be wrong, each with its message. */
export const localConfigurationErrors = (
  changed: readonly ConfigurationKey[],
  values: Values,
  t: TFunction,
): Partial<Record<string, string>> =>
  Object.fromEntries(
    changed.flatMap((key) => {
      const check = checkConfigurationValue(key, values[key] ?? '');
      return check.ok ? [] : [[key, t(check.message)]];
    }),
  );

/** The changed settings as the save call takes them: an emptied field is `null` (back to the default). */
export const configurationChanges = (changed: readonly ConfigurationKey[], values: Values) =>
  changed.map((key) => ({ key, value: values[key] === '' ? null : (values[key] ?? null) }));

/** The server's refusal, per field. */
export const serverConfigurationErrors = (error: unknown): Partial<Record<string, string>> => fieldMessages(error);
