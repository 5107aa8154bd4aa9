import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { serverKeys } from '../../db/internal-tables.ts';

/**
 * The token signing key: KAMPUS_SECRET when set, else one generated on first start and kept in
 * the database, so every node of a cluster signs and verifies with the same key.
 */
export const loadSigningKey = async (db: Db, configured: string | undefined): Promise<Uint8Array> => {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverKeys)
    .values({ name: 'token-signing', value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, 'token-signing'));
  if (!row) throw new Error('token signing key missing');
  return new TextEncoder().encode(row.value);
};
