import { addMoney, compareMoney, incomeExpenses, parseId, parseMoney, subtractMoney } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { recordAction } from '../../src/core/audit.ts';
import type { RequestContext } from '../../src/core/caller.ts';
import { runCommand, type CommandAnswer } from '../../src/core/commands.ts';
import { present } from '../../src/core/embed.ts';
import { findOne, update } from '../../src/core/operations.ts';
import { notFound, unprocessable } from '../../src/core/problem.ts';
import { checkVersion, etagOf } from '../../src/core/versions.ts';
import type { Db } from '../../src/db/database.ts';
import { requestContext } from '../../src/http/context.ts';
import type { Services } from '../../src/http/services.ts';

/**
 * A payment-like command for tests only (issue 10, "Done when"): move an amount from one
 * income/expense entry's `amount` to another's. It is the shape a finance command takes:
 * `runCommand` for the transaction and the `Idempotency-Key`, the record versions the client
 * read (`fromVersion`, `toVersion`: their ETags) checked under the rows' locks, money arithmetic
 * on decimal strings, and the engine's own update (with its audit entries) for each side, plus
 * one action entry naming both.
 */
interface TransferInput {
  from: number;
  to: number;
  amount: string;
  fromVersion?: string;
  toVersion?: string;
}

/** An entry's id or IRI (`/api/income_expenses/3`). */
const idOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return parseId(value);
  if (typeof value !== 'string') return undefined;
  const prefix = `/api/${incomeExpenses.name}/`;
  return parseId(value.startsWith(prefix) ? value.slice(prefix.length) : value);
};

const versionOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const readInput = (body: unknown): TransferInput => {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const from = idOf(record.from);
  const to = idOf(record.to);
  const amount = parseMoney(record.amount);
  const violations = [
    ...(from === undefined ? [{ propertyPath: 'from', message: 'validation.invalid_reference' }] : []),
    ...(to === undefined ? [{ propertyPath: 'to', message: 'validation.invalid_reference' }] : []),
    ...(amount === undefined || compareMoney(amount, '0') <= 0
      ? [{ propertyPath: 'amount', message: 'validation.invalid_amount' }]
      : []),
  ];
  if (violations.length > 0 || from === undefined || to === undefined || amount === undefined) {
    throw unprocessable(violations);
  }
  return { from, to, amount, fromVersion: versionOf(record.fromVersion), toVersion: versionOf(record.toVersion) };
};

/** One side of the transfer: read, checked against the client's version, changed by the engine's update. */
const move = async (tx: Db, ctx: RequestContext, id: number, version: string | undefined, change: string) => {
  const current = await findOne(tx, ctx, incomeExpenses, id);
  checkVersion(current, version);
  const amount = addMoney(String(current.amount), change);
  // The engine's update locks the row and checks it is still the one read above: no change slips between.
  const row = await update(tx, ctx, incomeExpenses, id, { amount }, { ifMatch: etagOf(current) });
  return { before: String(current.amount), after: String(row.amount), row };
};

const transfer = async (tx: Db, ctx: RequestContext, body: unknown): Promise<CommandAnswer> => {
  const input = readInput(body);
  if (input.from === input.to) throw unprocessable([{ propertyPath: 'to', message: 'validation.invalid_reference' }]);
  const from = await move(tx, ctx, input.from, input.fromVersion, subtractMoney('0', input.amount));
  // A target that is gone (or out of reach) fails here, after the source changed: the transaction undoes it.
  const to = await move(tx, ctx, input.to, input.toVersion, input.amount);
  if (to.row.school !== from.row.school) throw notFound();
  await recordAction(tx, ctx, {
    resource: incomeExpenses.name,
    id: input.from,
    action: 'transfer',
    school: typeof from.row.school === 'number' ? from.row.school : null,
    before: { from: input.from, to: input.to, fromAmount: from.before, toAmount: to.before },
    after: { from: input.from, to: input.to, fromAmount: from.after, toAmount: to.after, amount: input.amount },
  });
  const [source, target] = await present(tx, ctx, incomeExpenses, [from.row, to.row]);
  return { status: 200, body: { amount: input.amount, from: source, to: target } };
};

/** Registers `POST /test/transfers` on a test server (the harness's `beforeListen`). */
export const registerTransfer = (app: FastifyInstance, services: Services): void => {
  app.post('/test/transfers', async (request, reply) => {
    const ctx = await requestContext(services, request);
    return runCommand(services.db, ctx, request, reply, (tx) => transfer(tx, ctx, request.body));
  });
};
