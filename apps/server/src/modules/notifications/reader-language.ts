import { isLanguage, type Language } from '@kampus/contract';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../core/caller.ts';
import type { Db } from '../../db/database.ts';
import { anyOf } from '../../db/any-of.ts';
import { readerLanguages } from '../../db/internal-tables.ts';

/** What each node last wrote, per database: a person's every call costs no write until their language changes. */
const written = new WeakMap<object, LRUCache<number, Language>>();
const KEPT = 50_000;

const writtenFor = (db: Db): LRUCache<number, Language> => {
  let kept = written.get(db);
  if (!kept) {
    kept = new LRUCache({ max: KEPT });
    written.set(db, kept);
  }
  return kept;
};

/**
 * Records the language a person uses Kampus in, from a call of their own browser session (the
 * web sends the interface's language with every call): an insert or update only when it changed
 * since this node last wrote it. An impersonation speaks the impersonator's language and an API
 * key a program's: neither is the person's.
 */
const noteReaderLanguage = async (db: Db, caller: Caller, language: Language): Promise<void> => {
  if (caller.impersonatorId !== null || caller.apiKeyId !== null) return;
  const kept = writtenFor(db);
  if (kept.get(caller.id) === language) return;
  await db
    .insert(readerLanguages)
    .values({ userId: caller.id, language })
    .onConflictDoUpdate({ target: readerLanguages.userId, set: { language, updatedAt: new Date() } });
  kept.set(caller.id, language);
};

/** The recorded language of each of these people (one statement); none for who never signed in. */
export const readerLanguagesOf = async (db: Db, users: readonly number[]): Promise<Map<number, Language>> => {
  if (users.length === 0) return new Map();
  const rows = await db
    .select({ userId: readerLanguages.userId, language: readerLanguages.language })
    .from(readerLanguages)
    .where(anyOf(readerLanguages.userId, users));
  return new Map(rows.flatMap((row) => (isLanguage(row.language) ? [[row.userId, row.language] as const] : [])));
};

/** The language a signed-in call stated, kept until its answer is known. */
const stated = new WeakMap<FastifyRequest, { caller: Caller; language: Language }>();

/** Keeps the call's stated language, to be recorded once the call is answered (`noteAfterAnswer`). */
export const holdReaderLanguage = (request: FastifyRequest, caller: Caller, language: Language): void => {
  stated.set(request, { caller, language });
};

/**
 * Records a held language when the call succeeded, before its answer leaves: a refused call
 * changes nothing, not even this (the fuzzing suite holds every refusal to it).
 */
export const noteAfterAnswer = async (db: Db, request: FastifyRequest, status: number): Promise<void> => {
  const held = stated.get(request);
  if (!held || status >= 400) return;
  await noteReaderLanguage(db, held.caller, held.language).catch((error: unknown) =>
    request.log.warn({ err: error }, 'reader language not recorded'),
  );
};
