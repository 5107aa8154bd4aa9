import { mailTemplates, smsTemplates } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
import type { Violation } from '@kampus/contract';
import { unprocessable } from '../../core/problem.ts';
import { unknownPlaceholders } from '@kampus/contract';

/** A placeholder no country knows would be sent as typed: 422 on the field that names it. */
const checkPlaceholders = (data: Data, fields: readonly string[]): Data => {
  const violations: Violation[] = [];
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string' && unknownPlaceholders(value).length > 0)
      violations.push({ propertyPath: field, message: 'messages.unknown_placeholder' });
  }
  if (violations.length > 0) throw unprocessable(violations);
  return data;
};

export const smsTemplatesHooks = defineHooks(smsTemplates, {
  beforeCreate: (_tx, _ctx, data) => checkPlaceholders(data, ['body']),
  beforeUpdate: (_tx, _ctx, data) => checkPlaceholders(data, ['body']),
});

export const mailTemplatesHooks = defineHooks(mailTemplates, {
  beforeCreate: (_tx, _ctx, data) => checkPlaceholders(data, ['mailSubject', 'body']),
  beforeUpdate: (_tx, _ctx, data) => checkPlaceholders(data, ['mailSubject', 'body']),
});
