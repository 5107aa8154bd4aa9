import { z } from 'zod';
import { signedInAnswer } from './auth.actions.ts';
import { defineAction } from './define.ts';
import { checkedByRun, langParam, langParams } from './params.ts';

// The account flows check their own fields (their messages are the spec's: `validation.required`,
// the password rule, `accounts.*`): the schemas below document the bodies.

/** POST /{lang}/register-emails: mails a verification code to a new address (201 {emailAddress}). */
export const registerEmailAction = defineAction({
  name: 'registerEmail',
  method: 'POST',
  path: '/{lang}/register-emails',
  summary: 'Start a registration: a verification code is mailed',
  tags: ['accounts'],
  access: 'anonymous',
  input: {
    params: langParams,
    body: checkedByRun(
      z.object({
        emailAddress: z.email(),
        name: z.string(),
        lastName: z.string(),
        locale: z.string().optional().meta({ description: "`tr-TR` or `tr`: the mail's language" }),
      }),
    ),
  },
  status: 201,
  output: z.object({ emailAddress: z.string() }),
  responses: { 409: 'The address is taken', 429: 'Too many mails from this address' },
});

/** POST /{lang}/verify-email {emailAddress, verifyCode}: the account exists; answers the link to set its password. */
export const verifyEmailAction = defineAction({
  name: 'verifyEmail',
  method: 'POST',
  path: '/{lang}/verify-email',
  summary: 'Verify a registration code',
  tags: ['accounts'],
  access: 'anonymous',
  input: { params: langParams, body: checkedByRun(z.object({ emailAddress: z.email(), verifyCode: z.string() })) },
  output: z.object({ userId: z.string(), email: z.string(), resetId: z.string() }),
  responses: { 400: 'Wrong or expired code' },
});

/** POST /{lang}/reset-password {email}: mails a link to set a new password (the same answer for unknown addresses). */
export const requestPasswordResetAction = defineAction({
  name: 'requestPasswordReset',
  method: 'POST',
  path: '/{lang}/reset-password',
  summary: 'Mail a password reset link',
  tags: ['accounts'],
  access: 'anonymous',
  input: { params: langParams, body: checkedByRun(z.object({ email: z.email() })) },
  output: z.object({}),
  responses: { 429: 'Too many mails from this address' },
});

const resetParams = z.object({ lang: langParam, resetId: z.string() });

/** An anonymous call holding a mailed link: the link's unguessable id is its own proof, no record in reach. */
const resetLink = 'the id of a mailed reset link, its own proof for an anonymous caller';

/** GET /{lang}/reset-password/{resetId}: whose link this is, while it is valid. */
export const describePasswordLinkAction = defineAction({
  name: 'describePasswordLink',
  method: 'GET',
  path: '/{lang}/reset-password/{resetId}',
  summary: 'Whose password link this is',
  tags: ['accounts'],
  access: 'anonymous',
  notARecord: resetLink,
  input: { params: resetParams },
  output: z.object({ userId: z.string(), email: z.string(), kind: z.string() }),
  responses: { 404: 'No such link, or expired' },
});

/** POST /{lang}/reset-password/{resetId} {userId, email, newPassword}: sets the password; answers a token. */
export const resetPasswordAction = defineAction({
  name: 'resetPassword',
  method: 'POST',
  path: '/{lang}/reset-password/{resetId}',
  summary: 'Set a new password through a mailed link',
  tags: ['accounts'],
  access: 'anonymous',
  notARecord: resetLink,
  input: {
    params: resetParams,
    body: checkedByRun(z.object({ userId: z.string(), email: z.email(), newPassword: z.string() })),
  },
  output: z.object({ userId: z.string(), token: z.string() }),
  responses: { 404: 'No such link, or expired' },
});

/** POST /{lang}/change-password {currentPassword, newPassword}: 204; every other session ends. */
export const changePasswordAction = defineAction({
  name: 'changePassword',
  method: 'POST',
  path: '/{lang}/change-password',
  summary: "Change the caller's password",
  tags: ['accounts'],
  access: 'signedIn',
  input: { params: langParams, body: checkedByRun(z.object({ currentPassword: z.string(), newPassword: z.string() })) },
  status: 204,
  responses: { 429: 'Too many wrong passwords' },
});

/** POST /{lang}/change-email {currentPassword, email}: 200 when changed at once, 202 when a confirmation was mailed. */
export const changeEmailAction = defineAction({
  name: 'changeEmail',
  method: 'POST',
  path: '/{lang}/change-email',
  summary: "Change the caller's e-mail address (202: confirm through the mailed link)",
  tags: ['accounts'],
  access: 'signedIn',
  input: { params: langParams, body: checkedByRun(z.object({ currentPassword: z.string(), email: z.email() })) },
  output: z.object({ email: z.string(), pendingEmail: z.string().nullable() }),
  responses: { 202: 'A confirmation link was mailed to the new address', 429: 'Too many wrong passwords' },
});

/** POST /{lang}/confirm-email/{secret}: the mailed link of an e-mail change. */
export const confirmEmailAction = defineAction({
  name: 'confirmEmail',
  method: 'POST',
  path: '/{lang}/confirm-email/{secret}',
  summary: 'Confirm an e-mail change',
  tags: ['accounts'],
  access: 'anonymous',
  input: { params: z.object({ lang: langParam, secret: z.string() }) },
  output: z.object({ userId: z.string(), email: z.string() }),
  responses: { 404: 'No such link, or expired' },
});

const providerParams = z.object({ lang: langParam, provider: z.string() });
const idToken = checkedByRun(z.object({ idToken: z.string() }));
/** Linking is a credential change: the current password, unless the session is a password sign-in of the last 5 minutes. */
const linkBody = checkedByRun(z.object({ idToken: z.string(), currentPassword: z.string().optional() }));

/** POST /{lang}/social-login/{provider} {idToken}: sign in with Google or Facebook. */
export const socialLoginAction = defineAction({
  name: 'socialLogin',
  method: 'POST',
  path: '/{lang}/social-login/{provider}',
  summary: 'Sign in with a Google or Facebook identity',
  tags: ['auth'],
  access: 'anonymous',
  input: { params: providerParams, body: idToken },
  output: signedInAnswer,
  responses: { 401: 'The identity is not linked to an account', 404: 'No such provider' },
});

/** POST /{lang}/social-link/{provider} {idToken, currentPassword}: links an identity to the caller (201 new, 200 already). */
export const socialLinkAction = defineAction({
  name: 'socialLink',
  method: 'POST',
  path: '/{lang}/social-link/{provider}',
  summary: "Link a Google or Facebook identity to the caller's account",
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: providerParams, body: linkBody },
  output: z.looseObject({ id: z.number().int() }),
  responses: {
    201: 'Linked now',
    404: 'No such provider',
    409: 'Linked to another account',
    422: 'The current password is missing (and the sign-in is older than 5 minutes) or wrong',
  },
});

/** GET /{lang}/social-providers: which social sign-ins the pages may offer (client ids are public by design). */
export const socialProvidersAction = defineAction({
  name: 'socialProviders',
  method: 'GET',
  path: '/{lang}/social-providers',
  summary: 'The client ids of the social sign-ins on offer',
  tags: ['auth'],
  access: 'anonymous',
  input: { params: langParams },
  output: z.object({ google: z.string().nullable(), facebook: z.string().nullable() }),
});

/** GET /{lang}/outbox: the mail written to the local outbox (superadmins). */
export const outboxAction = defineAction({
  name: 'outbox',
  method: 'GET',
  path: '/{lang}/outbox',
  summary: 'Mail in the local outbox (superadmins)',
  tags: ['accounts'],
  access: 'superadmin',
  tenancyHeaders: false,
  input: { params: langParams },
  output: z.object({
    transport: z.string(),
    messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), createdAt: z.string() })),
  }),
});

/** GET /{lang}/outbox/{id}: one message of the local outbox (superadmins). */
export const outboxMessageAction = defineAction({
  name: 'outboxMessage',
  method: 'GET',
  path: '/{lang}/outbox/{id}',
  summary: 'One message of the local outbox (superadmins)',
  tags: ['accounts'],
  access: 'superadmin',
  notARecord: 'a message of the developer outbox (superadmins only), not a school record',
  tenancyHeaders: false,
  input: { params: z.object({ lang: langParam, id: z.string() }) },
  output: z.object({
    id: z.string(),
    from: z.string(),
    createdAt: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }),
  responses: { 404: 'No such message' },
});
