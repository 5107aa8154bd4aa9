import { z } from 'zod';
import { signedInAnswer } from './auth.actions.ts';
import { defineAction } from './define.ts';
import { langParams } from './params.ts';

/**
 * POST /{lang}/impersonate {userId, reason}: staff act as a teacher, parent or student of a school
 * they manage, for a stated reason (an extra field beside the spec's `userId`, issue 35) and for
 * the minutes chosen, at most the server's time limit (`KAMPUS_IMPERSONATION_MINUTES`, 30): the
 * session expires then.
 */
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
    body: z.object({
      userId: z.union([z.string(), z.number().int()]).optional().catch(undefined),
      // Checked by the operation after the caller's right and step-up: empty is 422 on `reason`.
      reason: z.string().optional().catch(undefined).meta({ description: 'Why (required, at most 500 characters)' }),
      // Checked by the operation too (after the caller's right): not a whole number from 1 is 422 on `minutes`.
      minutes: z.unknown().optional().meta({
        description:
          'How long at most, in minutes (1 and up; more than the server’s limit is the limit). Default: the limit',
      }),
    }),
  },
  output: signedInAnswer.extend({ impersonateLogId: z.number().int() }),
  responses: {
    403: 'Not staff, out of reach, or a second factor not given in the last 5 minutes',
    404: 'No such user',
    422: 'The reason is missing or too long, or the minutes are not a whole number from 1',
  },
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
    endsAt: z.string().nullable().optional().meta({
      description: 'When the time limit ends this impersonation, on the school’s wall clock (YYYY-MM-DD HH:MM:SS)',
    }),
  }),
});

/** GET /{lang}/impersonated-by: who acted as the caller, when, for how long and why (the caller's account page shows it). */
export const impersonatedByAction = defineAction({
  name: 'impersonatedBy',
  method: 'GET',
  path: '/{lang}/impersonated-by',
  summary: 'Who acted as the caller, from when until when, within which limit and why (the latest 50)',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({
    impersonations: z.array(
      z.object({
        by: z.string(),
        enterTime: z.string(),
        exitTime: z.string().nullable(),
        reason: z.string().nullable(),
        limitMinutes: z.number().int().nullable(),
        endsAt: z.string().nullable().meta({ description: 'When the time limit ended (or ends) the session' }),
      }),
    ),
  }),
});
