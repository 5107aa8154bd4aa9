import { randomBytes } from 'node:crypto';
import { formSettings, forms } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { notFound, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** The web app's route of a public form; the token is its only secret. */
export const publicFormPath = (token: string): string => `/public/forms/${token}`;

/**
 * Makes a new public link for a form of the caller's reach and stores it in the form's setting
 * (created with the defaults when the form has none). A new link replaces the old one, which
 * stops answering: that is how a leaked link is withdrawn.
 */
export const createPublicLink = async (
  tx: Db,
  ctx: RequestContext,
  input: { url: string; formType: string; id: number },
): Promise<{ link: string }> => {
  const repo = scoped(tx, ctx);
  const form = await repo.of(forms).first({ id: input.id });
  if (!form) throw notFound();
  if (form.formType !== input.formType) throw violation('formType', 'validation.invalid_choice');
  const token = randomBytes(24).toString('base64url');
  const link = `${input.url.replace(/\/+$/, '')}${publicFormPath(token)}`;
  const settings = repo.of(formSettings);
  const current = await settings.first({ form: form.id });
  if (current) await settings.update(current.id, { publicLink: link, publicToken: token });
  else await settings.insert({ school: form.school, form: form.id, publicLink: link, publicToken: token });
  return { link };
};
