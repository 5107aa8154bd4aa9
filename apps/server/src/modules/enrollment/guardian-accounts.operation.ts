import {
  USER_TYPE,
  configurations,
  guardians,
  isLanguage,
  users,
  type Language,
  type Violation,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { create, update } from '../../core/operations.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { within } from './within.ts';

/** What the wizard asks of a guardian besides the record: an account, and the invitation's language. */
export interface AccountOffer {
  account: boolean;
  language: Language | undefined;
}

/** A guardian entry split into the offer and the guardian record's own fields. */
export const splitGuardian = (
  body: Record<string, unknown>,
): { offer: AccountOffer; fields: Record<string, unknown> } => {
  const { account, language } = body;
  // The rest are the guardian record's own fields (`guardianId` names a record, it is none of them).
  const fields = Object.fromEntries(
    Object.entries(body).filter(([key]) => !['account', 'language', 'guardianId'].includes(key)),
  );
  return {
    offer: {
      account: account === true,
      language: typeof language === 'string' && isLanguage(language) ? language : undefined,
    },
    fields,
  };
};

/** An account is sent to an address: a new guardian offered one without an e-mail is refused on `email`. */
export const accountWithoutEmail = (index: number, body: Record<string, unknown>): Violation[] => {
  const { offer, fields } = splitGuardian(body);
  const email = typeof fields.email === 'string' ? fields.email.trim() : '';
  return offer.account && email === ''
    ? [{ propertyPath: `guardians[${index}].email`, message: 'validation.account_needs_email' }]
    : [];
};

/** The language of the school's invitations when none is chosen: its `language` setting, else the caller's. */
export const schoolLanguage = async (tx: Db, ctx: RequestContext, school: number): Promise<Language> => {
  const row = await scoped(tx, ctx).of(configurations).first({ school, key: 'language' });
  return row?.value && isLanguage(row.value) ? row.value : ctx.language;
};

/**
 * A parent account (user type 9) in the school for a guardian, through the create of
 * `POST /api/users` (its rules: an address another account uses is refused on the guardian's
 * `email`). Made without a password, it is invited by the users' invitation hook: a set-password
 * link queued in this transaction, mailed after the commit, in `language` and naming the school.
 */
export const inviteParent = async (
  tx: Db,
  ctx: RequestContext,
  index: number,
  person: { school: number; name: unknown; lastName: unknown; email: unknown; language: Language },
): Promise<number> => {
  const user = await within(`guardians[${index}]`, () =>
    create(tx, { ...ctx, language: person.language }, users, {
      name: person.name,
      lastName: person.lastName,
      email: person.email,
      userType: USER_TYPE.parent,
      schoolId: person.school,
    }),
  );
  return user.id;
};

/**
 * An existing guardian chosen for a sibling who had no account yet and is given one now: their
 * earlier record is linked to it too, so the parent sees every child of the family.
 */
export const linkEarlierRecord = async (tx: Db, ctx: RequestContext, guardianId: number, user: number) => {
  await update(tx, ctx, guardians, guardianId, { user });
};
