/** Header parameters the generic resource routes and the declared actions document alike. */
export const tenancyHeaders = [
  { name: 'schoolId', in: 'header', schema: { type: 'integer' }, description: 'Active school' },
  { name: 'seasonId', in: 'header', schema: { type: 'integer' }, description: 'Active season' },
];

/** Multi-record commands (core/commands.ts): a repeat with the same key answers the first answer. */
export const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  description:
    'Same key, same user, within 24 hours: the first answer again (Idempotent-Replayed: true), nothing changed',
};
