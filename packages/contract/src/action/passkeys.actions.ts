import { z } from 'zod';
import { defineAction } from './define.ts';
import { checkedByRun, idParam, langParam, langParams } from './params.ts';

// Passkeys (WebAuthn) as a second factor (issue 35): registered on the security page, asked at
// sign-in's second step and at step-up. The options are what the browser's WebAuthn call takes
// (`@simplewebauthn/browser`); the answers are what it gives back, checked by the server.

/** What `navigator.credentials.create` or `.get` is given, as JSON (a challenge kept server side, single use). */
const webauthnOptions = z.looseObject({ challenge: z.string() });

const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** GET /{lang}/passkeys: the caller's passkeys (name, created, last used). */
export const listPasskeysAction = defineAction({
  name: 'listPasskeys',
  method: 'GET',
  path: '/{lang}/passkeys',
  summary: "The caller's passkeys: name, when added, when last used",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({ passkeys: z.array(passkey) }),
});

/** POST /{lang}/passkeys/registration-options {currentPassword?}: a challenge to add a passkey. */
export const passkeyRegistrationOptionsAction = defineAction({
  name: 'passkeyRegistrationOptions',
  method: 'POST',
  path: '/{lang}/passkeys/registration-options',
  summary: 'Begin adding a passkey: the options for the browser (the same proof as any new credential)',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams, body: checkedByRun(z.object({ currentPassword: z.string().optional() })) },
  output: webauthnOptions,
  responses: {
    403: 'An impersonation, an API key, or a second factor not given in the last 5 minutes',
    422: 'The current password is missing (and the sign-in is older than 5 minutes) or wrong',
  },
});

/** POST /{lang}/passkeys {name, response}: the browser's answer; the passkey is stored. */
export const registerPasskeyAction = defineAction({
  name: 'registerPasskey',
  method: 'POST',
  path: '/{lang}/passkeys',
  summary: "Add a passkey: its name and the browser's answer; the first factor brings recovery codes (shown once)",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams, body: checkedByRun(z.object({ name: z.string(), response: z.looseObject({}) })) },
  output: z.object({ passkey, recoveryCodes: z.array(z.string()).nullable() }),
  status: 201,
  responses: {
    403: 'An impersonation or an API key',
    409: 'This passkey is registered already',
    422: 'The name is missing or too long, or the answer is not for a live challenge, this origin or this site',
  },
});

/** DELETE /{lang}/passkeys/{passkeyId}: one of the caller's passkeys goes (after a step-up). */
export const removePasskeyAction = defineAction({
  name: 'removePasskey',
  method: 'DELETE',
  path: '/{lang}/passkeys/{passkeyId}',
  summary: "Remove one of the caller's passkeys (wants the second factor in the last 5 minutes)",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  notARecord: "one of the caller's own passkeys, looked up among theirs only",
  input: { params: z.object({ lang: langParam, passkeyId: idParam }) },
  status: 204,
  responses: {
    403: 'No step-up in the last 5 minutes, an impersonation or an API key',
    404: 'No such passkey of the caller',
  },
});

/** POST /{lang}/login/second-factor/passkey-options {secondStepToken}: a challenge for the sign-in's second step. */
export const secondStepPasskeyOptionsAction = defineAction({
  name: 'secondStepPasskeyOptions',
  method: 'POST',
  path: '/{lang}/login/second-factor/passkey-options',
  summary: "A sign-in's second step with a passkey: the options for the browser",
  tags: ['auth'],
  access: 'anonymous',
  input: { params: langParams, body: checkedByRun(z.object({ secondStepToken: z.string() })) },
  output: webauthnOptions,
  responses: { 401: 'The second step has expired (sign in again)', 409: 'The person has no passkey' },
});

/** POST /{lang}/step-up/passkey-options: a challenge to step up with a passkey. */
export const stepUpPasskeyOptionsAction = defineAction({
  name: 'stepUpPasskeyOptions',
  method: 'POST',
  path: '/{lang}/step-up/passkey-options',
  summary: 'Step up with a passkey: the options for the browser',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  output: webauthnOptions,
  responses: { 403: 'An impersonation or an API key', 409: 'The caller has no passkey' },
});
