import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A public form whose text fields are all required: the values as typed, and each field's props
 * for `PublicTextField`. "Cannot be empty" shows under a field holding nothing but spaces only once
 * the form was submitted, so a person is not told off before they have typed.
 */
export const useRequiredFields = <K extends string>(initial: Record<K, string>) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: touched && !values[name].trim() ? t('app.cannot_be_empty') : undefined,
    required: true,
  });
  /** Marks the form submitted; whether every field holds more than spaces. */
  const complete = (): boolean => {
    setTouched(true);
    return Object.values<string>(values).every((value) => value.trim() !== '');
  };
  return { values, field, complete };
};
