import { isLanguage, translate, type Language } from '@kampus/contract';
import { answer, type Answer } from '../../core/actions.ts';
import type { Problem } from '../../core/problem.ts';

/**
 * A refusal of an account call other than a validation failure also carries `error`, the field
 * the spec's client reads its message from (as the sign-in does).
 */
export const accountRefusal = (problem: Problem, language: Language): Answer => {
  const message = translate(language, problem.detailKey, problem.values);
  return answer(
    problem.status,
    {
      error: message,
      title: translate(language, problem.titleKey),
      detail: message,
      status: problem.status,
      // A sign-in asking for its second step carries that step's token (social, reset).
      ...problem.extensions,
    },
    { 'content-type': 'application/problem+json' },
  );
};

/** A locale such as `tr-TR` or `tr` in a body picks the mail's language. */
export const mailLanguage = (locale: unknown, fallback: Language): Language => {
  const code = typeof locale === 'string' ? locale.slice(0, 2).toLowerCase() : '';
  return isLanguage(code) ? code : fallback;
};

/** A body's fields as the account operations read them (each checks its own). */
export const fieldsOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
