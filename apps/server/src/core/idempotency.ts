import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { inTransaction, queryRows, type Db } from '../db/database.ts';
import { badRequest, conflict, Problem } from './problem.ts';

/**
 * The `Idempotency-Key` store (table `idempotency_keys`): one row per user and key, reserved
 * before a command runs and holding its 2xx answer after, for 24 hours. `core/commands.ts`
 * drives it; nothing else should.
 */

/** What a command answers when it succeeds: a status and a JSON body. */
export interface CommandAnswer {
  status: number;
  body: unknown;
}

/** A command's request as the key store sees it. */
export interface KeyedRequest {
  userId: number;
  key: string;
  /** `POST /api/attendances/bulk`: the same key on another call is another request. */
  call: string;
  bodyHash: string;
}

/** An answer as sent: its JSON text byte for byte, and whether it is a replay of a stored one. */
export interface SentAnswer {
  status: number;
  text: string;
  replayed: boolean;
}

/** How long a stored answer is replayed (api-contract: "within 24 hours"). */
const KEPT = sql`interval '24 hours'`;
/**
 * A reservation never completed this long after it was made belongs to a request that died
 * (its process stopped while the command ran; the command's transaction rolled back with it):
 * the key may be taken again.
 */
const ABANDONED = sql`interval '15 minutes'`;

/** 1 to 255 visible ASCII characters: a UUID, a ULID, a client's own token; no control characters. */
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

/** The key of a request, undefined when none was sent; a malformed one is a 400. */
export const keyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw badRequest('errors.idempotency_key_invalid');
  return raw;
};

/** The request a key is bound to: the call without its query, and the body's digest. */
export const keyedRequest = (request: FastifyRequest, userId: number, key: string): KeyedRequest => ({
  userId,
  key,
  call: `${request.method} ${request.url.split('?')[0] ?? ''}`,
  bodyHash: createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex'),
});

/** Old answers are of no use: forgotten now and then (about one call in fifty). */
const sweep = async (db: Db): Promise<void> => {
  await queryRows(db, sql`delete from idempotency_keys where created_at < now() - ${KEPT}`);
};

/**
 * Takes the key for this request (one `INSERT ... ON CONFLICT DO UPDATE ... WHERE` statement,
 * committed at once so that a repeat arriving meanwhile sees it and answers 409): a new key, or
 * one whose answer expired or whose request died, becomes ours. False when it is taken.
 */
export const reserveKey = async (db: Db, want: KeyedRequest): Promise<boolean> => {
  if (Math.random() < 0.02) await sweep(db);
  const reserved = await queryRows(
    db,
    sql`insert into idempotency_keys (user_id, key, request, body_hash)
        values (${want.userId}, ${want.key}, ${want.call}, ${want.bodyHash})
        on conflict (user_id, key) do update set
          request = excluded.request, body_hash = excluded.body_hash, completed = false,
          status = null, response = null, created_at = now()
        where idempotency_keys.created_at < now() - ${KEPT}
           or (not idempotency_keys.completed and idempotency_keys.created_at < now() - ${ABANDONED})
        returning user_id`,
  );
  return reserved.length > 0;
};

/**
 * True when the key's reservation (same call and body) is unanswered and no live request holds it:
 * a command's transaction locks its reservation row (`lockKey`) for as long as it runs, and a
 * process killed meanwhile loses its connection, so the lock goes with it. `SKIP LOCKED` tells the
 * two apart at once, so a client retrying after a node died is served now rather than after
 * `ABANDONED`.
 */
export const abandonedReservation = async (db: Db, want: KeyedRequest): Promise<boolean> =>
  inTransaction(db, async (transaction) => {
    const rows = await queryRows(
      transaction,
      sql`select 1 from idempotency_keys
          where user_id = ${want.userId} and key = ${want.key} and not completed
            and request = ${want.call} and body_hash = ${want.bodyHash}
          for update skip locked`,
    );
    return rows.length > 0;
  });

/**
 * The first statement of a keyed command's transaction: locks its reservation until the work
 * commits or dies. The stored answer when another request (one that took the key over) answered
 * it meanwhile: the work must then not run again.
 */
export const lockKey = async (tx: Db, want: KeyedRequest): Promise<SentAnswer | undefined> => {
  const [row] = await queryRows(
    tx,
    sql`select completed, status, response from idempotency_keys
        where user_id = ${want.userId} and key = ${want.key} for update`,
  );
  return row?.completed === true
    ? { status: Number(row.status), text: String(row.response), replayed: true }
    : undefined;
};

/**
 * Stores the answer of a reserved key. Called with the command's own transaction, the answer
 * commits with the work or not at all: a command is never done without its answer.
 */
export const completeKey = async (tx: Db, want: KeyedRequest, status: number, text: string): Promise<void> => {
  await queryRows(
    tx,
    sql`update idempotency_keys set completed = true, status = ${status}, response = ${text}
        where user_id = ${want.userId} and key = ${want.key}`,
  );
};

/** Frees a reservation whose command failed, so the client can fix the request and send it again. */
export const releaseKey = async (db: Db, want: KeyedRequest): Promise<void> => {
  await queryRows(
    db,
    sql`delete from idempotency_keys where user_id = ${want.userId} and key = ${want.key} and not completed`,
  );
};

/** The answer to a key already taken: the stored one, or why there is none (409, 422). */
export const storedAnswer = async (db: Db, want: KeyedRequest): Promise<SentAnswer> => {
  const [row] = await queryRows(
    db,
    sql`select request, body_hash, completed, status, response from idempotency_keys
        where user_id = ${want.userId} and key = ${want.key}`,
  );
  // Gone between the insert and this read: the first request failed and freed it. Retry later.
  if (!row) throw conflict('errors.idempotency_key_in_progress');
  if (row.request !== want.call || row.body_hash !== want.bodyHash) {
    throw new Problem(422, 'errors.validation_failed', 'errors.idempotency_key_reused');
  }
  if (row.completed !== true) throw conflict('errors.idempotency_key_in_progress');
  return { status: Number(row.status), text: String(row.response), replayed: true };
};
