import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../resource/values.ts';
import { defineAction } from './define.ts';
import { langParams } from './params.ts';

const required = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' });

/** A session's token and whose it is: what every sign-in answers. */
export const signedInAnswer = z.object({ userId: z.string(), accessToken: z.string() });

/** POST /{lang}/login {email, pwd, code?}: a token; 401 (with `codeRequired` when the mailed code is asked for), 429. */
export const loginAction = defineAction({
  name: 'login',
  method: 'POST',
  path: '/{lang}/login',
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  access: 'anonymous',
  input: {
    params: langParams,
    body: z.object({
      // Every sign-in is recorded under its address: one longer than any e-mail cannot be indexed.
      email: required.refine((email) => email.trim().length <= MAX_EMAIL_LENGTH, { error: 'validation.too_long' }),
      pwd: required,
      // Asked for (401 with codeRequired) when the account is under attack: the mailed code.
      code: z.string().optional().catch(undefined),
    }),
  },
  output: signedInAnswer,
  responses: {
    401: 'Wrong credentials, or the mailed code is required (`codeRequired: true`)',
    429: 'Too many attempts',
  },
});

/** POST /{lang}/logout: the token stops working on every node; an impersonation ends. */
export const logoutAction = defineAction({
  name: 'logout',
  method: 'POST',
  path: '/{lang}/logout',
  summary: 'Sign out: the token no longer works',
  tags: ['auth'],
  access: 'signedIn',
  tenancyHeaders: false,
  input: { params: langParams },
  status: 204,
});
