import type { Language } from '@kampus/contract/constants';
import { builtInLabel } from '@kampus/contract/i18n/built-in-values';
import { labelFields } from '@kampus/contract/web-manifest';

/**
 * A record's name as the server wrote it (a `refNames` entry, a display name) in the reader's
 * language: a seeded built-in value (a user type, term, grade level) translated, anything else as
 * is. Apart from `labels.ts`, which reads the declarations: a home or the gradebook names records
 * without loading them (docs/web.md).
 */
export const nameIn = (target: string, name: string, language: Language): string => {
  const labelField = labelFields[target];
  const fields = [...(labelField === undefined ? [] : [labelField]), 'title', 'name'];
  for (const field of fields) {
    const translated = builtInLabel(target, field, name, language);
    if (translated !== name) return translated;
  }
  return name;
};
