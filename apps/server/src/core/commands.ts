import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Db, inTransaction } from '../db/database.ts';
import type { RequestContext } from './caller.ts';
import { translateDbError } from './db-errors.ts';
import {
  abandonedReservation,
  completeKey,
  keyedRequest,
  keyOf,
  lockKey,
  releaseKey,
  reserveKey,
  storedAnswer,
  type CommandAnswer,
  type KeyedRequest,
  type SentAnswer,
} from './idempotency.ts';

export type { CommandAnswer, SentAnswer } from './idempotency.ts';

/** A command's work: everything it reads and writes goes through `tx`, its one transaction. */
export type CommandWork = (tx: Db) => Promise<CommandAnswer>;

const JSON_TYPE = 'application/json; charset=utf-8';

const succeeded = (status: number): boolean => status >= 200 && status <= 299;

/** Carries a refusal the work answered (not threw) out of the transaction, so that it rolls back. */
class Refused extends Error {
  constructor(readonly answer: CommandAnswer) {
    super('refused');
  }
}

const textOf = (body: unknown): string => (body === undefined ? '' : JSON.stringify(body));

/**
 * Runs the work in one transaction; a 2xx answer of a keyed request is stored by that very
 * transaction (`completeKey`), so the work and its answer commit together or not at all.
 */
const committed = async (db: Db, work: CommandWork, keyed: KeyedRequest | undefined): Promise<SentAnswer> => {
  try {
    return await inTransaction(db, async (tx) => {
      const answered = keyed ? await lockKey(tx, keyed) : undefined;
      if (answered) return answered;
      const answer = await work(tx);
      if (!succeeded(answer.status)) throw new Refused(answer);
      const text = textOf(answer.body);
      if (keyed) await completeKey(tx, keyed, answer.status, text);
      return { status: answer.status, text, replayed: false };
    });
  } catch (error) {
    if (error instanceof Refused)
      return { status: error.answer.status, text: textOf(error.answer.body), replayed: false };
    return translateDbError(error);
  }
};

/**
 * Runs a command that changes several records (api-contract, "Operations that change several
 * records"): in one transaction, and at most once per `Idempotency-Key` and user.
 *
 * - The first request reserves the key (its own short statement, committed at once), then runs
 *   the work and stores its 2xx answer in the work's transaction, which holds the reservation's
 *   row lock. A process that dies meanwhile leaves no change and an unlocked reservation without
 *   an answer: the next request with that key and body takes it over at once.
 * - A repeat with the same call and body answers the stored status and body again, byte for
 *   byte, marked `replayed`, and runs nothing; the same key on another call or body is 422;
 *   a repeat while the first still runs is 409.
 * - A refusal (a thrown Problem, or a non-2xx answer) rolls the work back and frees the key, so
 *   the client can fix the request and send it again with the same key.
 *
 * Without the header, or without a signed-in caller, the work simply runs in its transaction.
 * This is the framework-free half, for callers that send the answer themselves (declared
 * actions); routes use `runCommand`.
 */
const executeCommand = async (
  db: Db,
  ctx: RequestContext,
  request: FastifyRequest,
  work: CommandWork,
): Promise<SentAnswer> => {
  const key = keyOf(request);
  const userId = ctx.caller?.id;
  if (key === undefined || userId === undefined) return committed(db, work, undefined);
  const keyed = keyedRequest(request, userId, key);
  // A key whose request died with its node (its row lock gone) is taken over at once.
  if (!(await reserveKey(db, keyed)) && !(await abandonedReservation(db, keyed))) return storedAnswer(db, keyed);
  let sent: SentAnswer;
  try {
    sent = await committed(db, work, keyed);
  } catch (error) {
    await releaseKey(db, keyed);
    throw error;
  }
  if (!succeeded(sent.status)) await releaseKey(db, keyed);
  return sent;
};

/** Sends an answer of `executeCommand`: JSON text as stored, `Idempotent-Replayed: true` on a replay. */
const sendAnswer = (reply: FastifyReply, sent: SentAnswer): FastifyReply => {
  reply.status(sent.status);
  if (sent.replayed) reply.header('Idempotent-Replayed', 'true');
  return sent.text === '' ? reply.send() : reply.type(JSON_TYPE).send(sent.text);
};

/**
 * A route's command: `return runCommand(db, ctx, request, reply, async (tx) => ({ status, body }))`.
 * The work reads and writes through `tx` only (operations take it as their `db`: theirs become
 * savepoints of this one transaction).
 */
export const runCommand = async (
  db: Db,
  ctx: RequestContext,
  request: FastifyRequest,
  reply: FastifyReply,
  work: CommandWork,
): Promise<FastifyReply> => sendAnswer(reply, await executeCommand(db, ctx, request, work));
