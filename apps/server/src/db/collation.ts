import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Unicode (ICU) root collations by their names on PostgreSQL 16+ and 15. */
const CANDIDATES = ['unicode', 'und-x-icu'];

let textCollation: string | null = null;

/**
 * Picks the Unicode collation lists sort text by, so "Öğretmen" sorts with the O's instead of
 * after "Z" (the byte order of the C locale). A collation is taken only if it works: PGlite lists
 * ICU collations but is built without ICU, so there text keeps the database's own order.
 */
export const detectTextCollation = async (db: Db): Promise<string | null> => {
  textCollation = null;
  for (const name of CANDIDATES) {
    try {
      await db.execute(sql`select 'a' collate ${sql.identifier(name)} < 'b'`);
      textCollation = name;
      break;
    } catch {
      // not available in this build or version
    }
  }
  return textCollation;
};

export const sortCollation = (): string | null => textCollation;
