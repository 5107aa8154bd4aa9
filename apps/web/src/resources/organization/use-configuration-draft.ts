import type { ConfigurationKey } from '@kampus/contract/configuration';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveConfiguration } from '../../api/organization.ts';
import { useNotify } from '../../app/notices.ts';
import { configurationChanges, localConfigurationErrors, serverConfigurationErrors } from './configuration-changes.ts';

/**
 * A form over some of a school's configuration keys (all of them, or the store's three): the values
 * being edited against the stored ones, an error per field, and saving the changed keys in one
 * all-or-nothing call.
 */
export const useConfigurationDraft = <K extends ConfigurationKey>(
  schoolId: number,
  stored: Record<K, string>,
  onSaved?: () => void,
) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveConfiguration(schoolId);
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const changed = (Object.keys(stored) as K[]).filter((key) => values[key] !== stored[key]);

  /** A typed value forgets its field's error; `emptied` are the fields that depend on this one. */
  const change = (key: K, value: string, emptied: readonly K[] = []) => {
    setValues((current) => ({ ...current, ...Object.fromEntries(emptied.map((other) => [other, ''])), [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const setError = (key: K, message: string) => setErrors((current) => ({ ...current, [key]: message }));

  /**
   * Saves the changed keys unless the browser already knows one to be wrong. A failed save marks
   * the fields the server refused and is kept as `failure`, for the form to say what went wrong.
   */
  const submit = async () => {
    setFailure(null);
    const local = localConfigurationErrors(changed, values, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync(configurationChanges(changed, values));
    } catch (error) {
      setErrors(serverConfigurationErrors(error));
      setFailure({ error });
      return;
    }
    onSaved?.();
    notify({ message: { key: 'ui.configuration.saved' }, variant: 'success' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return { values, errors, failure, changed, save, change, setError, reset: () => setValues(stored), onSubmit };
};
