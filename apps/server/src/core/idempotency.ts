import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Db } from '../db/database.ts';
import type { RequestContext } from './caller.ts';
import { badRequest, conflict, Problem } from './problem.ts';

/** What a command answers when it succeeds: a status and a JSON body. */
export interface CommandAnswer {
  status: number;
  body: unknown;
}

/** How long a stored answer is replayed (api-contract: "within 24 hours"). */
const KEPT = sql`interval '24 hours'`;
/**
 * A reservation never completed this long after it was made belongs to a request that died
 * (the process stopped between the work and storing its answer): the key may be taken again.
 */
const ABANDONED = sql`interval '15 minutes'`;

/** 1 to 255 visible ASCII characters: a UUID, a ULID, a client's own token; no control characters. */
const KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

const JSON_TYPE = 'application/json; charset=utf-8';

/** The key of a request, undefined when none was sent; a malformed one is a 400. */
const keyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw badRequest('errors.idempotency_key_invalid');
  return raw;
};

/** Old answers are of no use: forgotten now and then (about one call in fifty). */
const sweep = async (db: Db): Promise<void> => {
  await queryRows(db, sql`delete from idempotency_keys where created_at < now() - ${KEPT}`);
};

/**
 * Runs a command that changes several records at most once per `Idempotency-Key` and user:
 *
 * - the first request reserves the key (one `INSERT ... ON CONFLICT DO UPDATE ... WHERE`
 *   statement, its own short transaction), runs, then stores its 2xx answer;
 * - a repeat with the same call and body answers the stored status and body again, with
 *   `Idempotent-Replayed: true`, and runs nothing;
 * - the same key on another call or body is 422 (the request is wrong, not the moment);
 * - a repeat while the first still runs is 409 (retry later);
 * - a 4xx/5xx answer is not stored: the key is freed, so the client can fix the request and
 *   send it again with the same key.
 *
 * Without the header, or without a signed-in caller, the command simply runs.
 */
export const idempotent = async (
  db: Db,
  ctx: RequestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  command: () => Promise<CommandAnswer>,
): Promise<FastifyReply> => {
  const key = keyOf(request);
  const userId = ctx.caller?.id;
  if (key === undefined || userId === undefined) {
    const answer = await command();
    return reply.status(answer.status).send(answer.body);
  }
  if (Math.random() < 0.02) await sweep(db);
  const call = `${request.method} ${request.url.split('?')[0] ?? ''}`;
  const bodyHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

  // Reserve: a new key, or one whose answer expired or whose request died, becomes ours.
  const reserved = await queryRows(
    db,
    sql`insert into idempotency_keys (user_id, key, request, body_hash) values (${userId}, ${key}, ${call}, ${bodyHash})
        on conflict (user_id, key) do update set
          request = excluded.request, body_hash = excluded.body_hash, completed = false,
          status = null, response = null, created_at = now()
        where idempotency_keys.created_at < now() - ${KEPT}
           or (not idempotency_keys.completed and idempotency_keys.created_at < now() - ${ABANDONED})
        returning user_id`,
  );
  if (reserved.length === 0) return replay(db, reply, { userId, key, call, bodyHash });

  let answer: CommandAnswer;
  try {
    answer = await command();
  } catch (error) {
    await release(db, userId, key);
    throw error;
  }
  if (answer.status < 200 || answer.status > 299) {
    await release(db, userId, key);
    return reply.status(answer.status).send(answer.body);
  }
  const text = JSON.stringify(answer.body);
  await queryRows(
    db,
    sql`update idempotency_keys set completed = true, status = ${answer.status}, response = ${text}
        where user_id = ${userId} and key = ${key}`,
  );
  return reply.status(answer.status).type(JSON_TYPE).send(text);
};

const release = async (db: Db, userId: number, key: string): Promise<void> => {
  await queryRows(db, sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and not completed`);
};

/** The answer to a key already taken: the stored one, or why there is none. */
const replay = async (
  db: Db,
  reply: FastifyReply,
  want: { userId: number; key: string; call: string; bodyHash: string },
): Promise<FastifyReply> => {
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
  return reply
    .status(Number(row.status))
    .header('Idempotent-Replayed', 'true')
    .type(JSON_TYPE)
    .send(String(row.response));
};
