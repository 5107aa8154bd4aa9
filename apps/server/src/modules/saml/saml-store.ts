import { and, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { Db } from '../../db/database.ts';
import { authSessions } from '../../db/internal-tables.ts';
import { samlAssertions, samlRequests, samlSessions } from '../../db/saml-tables.ts';
import { REQUEST_LIFETIME_MS } from '../../integrations/saml/saml-client.ts';

/**
 * The requests awaiting an answer, as the library's cache of request IDs: saved when an
 * AuthnRequest or LogoutRequest leaves (with the provider it went to), read when a response
 * names it (InResponseTo), removed once answered. In the database, so any node may receive the
 * provider's answer.
 */
export const requestStore = (db: Db, provider: string): CacheProvider => ({
  saveAsync: async (key: string, value: string): Promise<CacheItem | null> => {
    // Requests nobody answered go with the next one: the table holds minutes of sign-ins.
    await db.delete(samlRequests).where(lt(samlRequests.createdAt, new Date(Date.now() - REQUEST_LIFETIME_MS)));
    const [row] = await db.insert(samlRequests).values({ id: key, provider }).onConflictDoNothing().returning();
    return row ? { value, createdAt: row.createdAt.getTime() } : null;
  },
  getAsync: async (key: string): Promise<string | null> => {
    // Only a request to this provider: another's answer cannot stand in for it.
    const [row] = await db
      .select()
      .from(samlRequests)
      .where(
        and(
          eq(samlRequests.id, key),
          eq(samlRequests.provider, provider),
          gt(samlRequests.createdAt, new Date(Date.now() - REQUEST_LIFETIME_MS)),
        ),
      );
    return row ? row.createdAt.toISOString() : null;
  },
  removeAsync: async (key: string | null): Promise<string | null> => {
    if (key === null) return null;
    const [row] = await db.delete(samlRequests).where(eq(samlRequests.id, key)).returning();
    return row ? key : null;
  },
});

/** The provider a pending request of ours went to, or null (none such, or answered already). */
export const providerOfRequest = async (db: Db, id: string): Promise<string | null> => {
  const [row] = await db.select({ provider: samlRequests.provider }).from(samlRequests).where(eq(samlRequests.id, id));
  return row?.provider ?? null;
};

/**
 * Records an assertion as used, unless it already was: one guarded insert, so the same
 * assertion posted twice at once passes once. Answers whether this was its first use.
 */
export const claimAssertion = async (db: Db, id: string, expiresAt: Date): Promise<boolean> => {
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, sql`now()`));
  const claimed = await db.insert(samlAssertions).values({ id, expiresAt }).onConflictDoNothing().returning();
  return claimed.length === 1;
};

export interface SamlSubject {
  provider: string;
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
}

export const rememberSession = async (db: Db, sessionId: string, subject: SamlSubject): Promise<void> => {
  await db.insert(samlSessions).values({ sessionId, ...subject });
};

/** The provider's subject of a Kampus session, when SAML began it. */
export const subjectOf = async (db: Db, sessionId: string): Promise<SamlSubject | null> => {
  const [row] = await db.select().from(samlSessions).where(eq(samlSessions.sessionId, sessionId));
  return row
    ? { provider: row.provider, nameId: row.nameId, nameIdFormat: row.nameIdFormat, sessionIndex: row.sessionIndex }
    : null;
};

/** Revokes the live Kampus sessions among those SAML began that `where` picks; answers how many. */
const revokeSamlSessions = async (db: Db, where: SQL | undefined): Promise<number> => {
  const named = db.select({ id: samlSessions.sessionId }).from(samlSessions).where(where);
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(authSessions.id, named), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return ended.length;
};

/**
 * Ends the live sessions a provider's LogoutRequest names: those it began under its NameID,
 * narrowed to its SessionIndex when it gives one (another provider's same NameID is another
 * person's). Answers how many ended.
 */
export const endSessionsOf = (
  db: Db,
  provider: string,
  nameId: string,
  sessionIndex: string | undefined,
): Promise<number> => {
  const same = and(eq(samlSessions.provider, provider), eq(samlSessions.nameId, nameId));
  return revokeSamlSessions(
    db,
    sessionIndex === undefined ? same : and(same, eq(samlSessions.sessionIndex, sessionIndex)),
  );
};

/**
 * Ends every live session a provider began, when it is turned off or removed: what it vouched
 * for does not outlive the school group's trust in it (a compromised provider is turned off).
 */
export const endProviderSessions = (db: Db, provider: string): Promise<number> =>
  revokeSamlSessions(db, eq(samlSessions.provider, provider));
