import { z } from 'zod';
import { signedInAnswer } from './auth.actions.ts';
import { defineAction } from './define.ts';
import { checkedByRun, langParam, langParams, userIdParam } from './params.ts';

// Multi-factor sign-in (issue 35): an authenticator app (TOTP) and one-time recovery codes.
// The operations check their own fields (422 naming each, in the caller's language).

/** GET /{lang}/second-factor: whether the caller has a second factor, and how many recovery codes are left. */
export const secondFactorStatusAction = defineAction({
  name: 'secondFactorStatus',
  method: 'GET',
  path: '/{lang}/second-factor',
  summary: "The caller's second factor: on or off, recovery codes left, whether the policy requires one",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable(),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean(),
    passkeys: z.number().int().meta({ description: 'How many passkeys the caller has (each a second factor)' }),
  }),
});

/**
 * POST /{lang}/second-factor/totp {currentPassword?}: begins an enrolment: a new secret, shown
 * once as text and as a QR code; nothing is asked at sign-in until a first code confirms it.
 */
export const startTotpAction = defineAction({
  name: 'startTotp',
  method: 'POST',
  path: '/{lang}/second-factor/totp',
  summary: 'Begin enrolling an authenticator app: its secret and QR code',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams, body: checkedByRun(z.object({ currentPassword: z.string().optional() })) },
  output: z.object({
    secret: z.string().meta({ description: 'Base32, for an app without a camera' }),
    uri: z.string().meta({ description: 'The otpauth:// address the QR code holds' }),
    qrCode: z.string().meta({ description: 'A PNG data URL of the QR code, made by the server' }),
  }),
  responses: {
    403: 'An impersonation or an API key',
    409: 'A second factor is already on',
    422: 'The current password is missing (and the sign-in is older than 5 minutes) or wrong',
  },
});

/** POST /{lang}/second-factor/totp/confirm {code}: the first code turns the app on; answers ten recovery codes, once. */
export const confirmTotpAction = defineAction({
  name: 'confirmTotp',
  method: 'POST',
  path: '/{lang}/second-factor/totp/confirm',
  summary: 'Turn the authenticator app on with its first code; answers the recovery codes (shown once)',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams, body: checkedByRun(z.object({ code: z.string() })) },
  output: z.object({ recoveryCodes: z.array(z.string()) }),
  responses: { 422: 'The code is missing or wrong, or no enrolment was begun', 429: 'Too many codes tried' },
});

/** POST /{lang}/second-factor/disable {currentPassword?, code?}: turns the second factor off (one of the two proves it is the owner). */
export const disableSecondFactorAction = defineAction({
  name: 'disableSecondFactor',
  method: 'POST',
  path: '/{lang}/second-factor/disable',
  summary: "Turn the caller's second factor off: the current password or a code",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: {
    params: langParams,
    body: checkedByRun(z.object({ currentPassword: z.string().optional(), code: z.string().optional() })),
  },
  status: 204,
  responses: { 422: 'Neither a right current password nor a right code', 429: 'Too many codes tried' },
});

/** POST /{lang}/login/second-factor {secondStepToken, code | passkey}: the second step of a sign-in; answers the session. */
export const secondStepAction = defineAction({
  name: 'secondStep',
  method: 'POST',
  path: '/{lang}/login/second-factor',
  summary: "A sign-in's second step: a code of the authenticator app or a recovery code",
  tags: ['auth'],
  access: 'anonymous',
  input: {
    params: langParams,
    body: checkedByRun(
      z.object({ secondStepToken: z.string(), code: z.string().optional(), passkey: z.looseObject({}).optional() }),
    ),
  },
  output: signedInAnswer,
  responses: {
    401: 'The code is wrong, or the second step has expired (sign in again)',
    422: 'The code is missing',
    429: 'Too many codes tried',
  },
});

/**
 * DELETE /{lang}/users/{userId}/second-factor: a superadmin or headquarters staff removes a
 * person's second factor (a lost phone and no recovery code), within credential reach (every
 * school of the person); audited. The person signs in with the password and sets one up again.
 */
export const resetSecondFactorAction = defineAction({
  name: 'resetSecondFactor',
  method: 'DELETE',
  path: '/{lang}/users/{userId}/second-factor',
  summary: "Reset a person's second factor (superadmins and headquarters, within credential reach)",
  tags: ['auth'],
  access: ['headquarters'],
  record: { resource: 'users', param: 'userId', across: 'every', operation: 'update' },
  tenancyHeaders: false,
  transactional: true,
  status: 204,
  input: { params: z.object({ lang: langParam, userId: userIdParam }) },
  responses: { 403: 'Not headquarters or a superadmin, or a school of the person out of reach', 404: 'No such user' },
});

/**
 * POST /{lang}/step-up {code | passkey}: a code of the app (or a recovery code) or a passkey's answer now; for 5 minutes the
 * session may impersonate, make an API key or link a sign-in (403 `stepUpRequired` otherwise).
 */
export const stepUpAction = defineAction({
  name: 'stepUp',
  method: 'POST',
  path: '/{lang}/step-up',
  summary: 'Give the second factor again before a dangerous act (valid 5 minutes)',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: {
    params: langParams,
    body: checkedByRun(z.object({ code: z.string().optional(), passkey: z.looseObject({}).optional() })),
  },
  status: 204,
  responses: {
    403: 'An impersonation or an API key',
    422: 'The code is missing or wrong',
    429: 'Too many codes tried',
  },
});
