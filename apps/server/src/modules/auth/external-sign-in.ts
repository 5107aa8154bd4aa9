import { users } from '@kampus/contract';
import { and, eq } from 'drizzle-orm';
import { recordAction } from '../../core/audit.ts';
import { system } from '../../core/repository.ts';
import { loadSessionCaller } from '../../core/session-caller.ts';
import { belongingTo } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';
import { tokenSessionId } from './sessions.ts';
import { signInUser, type SignedIn } from './sign-in.ts';

/** What a provider (OpenID Connect, SAML) vouched for, once its own checks passed. */
export interface Vouched {
  /** The address the provider vouches for, trimmed and in lower case. */
  email: string;
  method: 'oidc' | 'saml';
  /** The audit action (`oidc_login`, `saml_login`) and what it records beside the account's e-mail. */
  action: string;
  provider: Record<string, string | null>;
  ip: string;
  /** Why there is no such account, in the provider's own refusal. */
  unknown: () => Error;
  /**
   * The schools whose people this provider may sign in (a school group's provider: its school
   * and those below); an account of any other is refused as unknown, so a provider learns
   * nothing of other groups' people. Undefined: anyone (the installation's own provider).
   */
  within?: ReadonlySet<number>;
  /** Kept with the new session before the trail is written (SAML keeps its NameID for logout). */
  remember?: (sessionId: string) => Promise<void>;
}

/** Whether the account is of one of these schools (its home school or a membership). */
const belongs = async (db: Db, userId: number, schools: ReadonlySet<number>): Promise<boolean> => {
  const account = system(db).of(users).table;
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.id, userId), belongingTo(db, schools)));
  return row !== undefined;
};

/**
 * The end every external sign-in shares: only an existing account (Kampus never creates a user
 * because a provider knows them; the school adds them first), the same session a password gives
 * (or its second step, which `signInUser` throws), and a line in the trail saying who came in
 * through which provider and as which of its subjects.
 */
export const signInVouched = async (db: Db, key: Uint8Array, vouched: Vouched): Promise<SignedIn> => {
  // Nobody is signed in yet: the account is looked up as the system, in every school.
  const user = await system(db).of(users).first({ email: vouched.email });
  if (!user) throw vouched.unknown();
  if (vouched.within && !(await belongs(db, user.id, vouched.within))) throw vouched.unknown();
  const signedIn = await signInUser(db, key, user, vouched.method);
  const sessionId = await tokenSessionId(key, signedIn.accessToken);
  const session = sessionId ? await loadSessionCaller(db, sessionId) : null;
  if (!sessionId || !session) throw new Error('the session just issued is not readable');
  await vouched.remember?.(sessionId);
  const caller = session.caller;
  const ctx = {
    caller,
    language: 'en' as const,
    reach: new Set<number>(),
    scope: new Set<number>(),
    activeSchoolId: null,
    activeSeasonId: null,
    ip: vouched.ip,
  };
  await recordAction(db, ctx, {
    resource: users.name,
    id: caller.id,
    action: vouched.action,
    school: caller.schoolId,
    after: { ...vouched.provider, email: caller.email },
  });
  return signedIn;
};
