import { z } from 'zod';
import { signedInAnswer } from './auth.actions.ts';
import { defineAction } from './define.ts';
import { langParams } from './params.ts';

/** POST /{lang}/impersonate {userId}: staff act as a teacher, parent or student of a school they manage. */
export const impersonateAction = defineAction({
  name: 'impersonate',
  method: 'POST',
  path: '/{lang}/impersonate',
  summary: 'Act as a teacher, parent or student of a school the caller (staff) manages',
  tags: ['auth'],
  access: 'signedIn',
  input: {
    params: langParams,
    // Absent or unknown: 404 `login.user_not_found`, after the caller's own right was checked.
    body: z.object({ userId: z.union([z.string(), z.number().int()]).optional().catch(undefined) }),
  },
  output: signedInAnswer.extend({ impersonateLogId: z.number().int() }),
  responses: { 404: 'No such user' },
});

/** POST /{lang}/impersonate/cancel: back to the original user. */
export const cancelImpersonationAction = defineAction({
  name: 'cancelImpersonation',
  method: 'POST',
  path: '/{lang}/impersonate/cancel',
  summary: "Back to the original user: the log's exitTime is set, the impersonation session ends",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: signedInAnswer,
  responses: { 409: 'This session is no impersonation' },
});

const person = z.object({ userId: z.string(), name: z.string(), lastName: z.string() });

/** GET /{lang}/impersonate: whether this session is an impersonation, of whom and by whom. */
export const currentImpersonationAction = defineAction({
  name: 'currentImpersonation',
  method: 'GET',
  path: '/{lang}/impersonate',
  summary: 'Whether this session is an impersonation, of whom and by whom',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({
    impersonating: z.boolean(),
    impersonateLogId: z.number().int().nullable().optional(),
    user: person.optional(),
    impersonator: person.nullable().optional(),
  }),
});

/** GET /{lang}/impersonated-by: who acted as the caller, and when (the caller's account page shows it). */
export const impersonatedByAction = defineAction({
  name: 'impersonatedBy',
  method: 'GET',
  path: '/{lang}/impersonated-by',
  summary: 'Who acted as the caller, from when until when (the latest 50)',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({
    impersonations: z.array(z.object({ by: z.string(), enterTime: z.string(), exitTime: z.string().nullable() })),
  }),
});
