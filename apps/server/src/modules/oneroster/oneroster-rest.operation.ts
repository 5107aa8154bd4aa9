import { recordAction } from '../../core/audit.ts';
import { answer, type Answer } from '../../core/actions.ts';
import type { ApiKeyContext } from '../../core/api-key-context.ts';
import { Problem } from '../../core/problem.ts';
import type { Services } from '../../core/services.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import { recordDisclosure, studentsInRoster } from '../privacy/disclosure-log.operation.ts';
import type { View } from './oneroster-collections.ts';
import { OneRosterRefusal, refusalOfProblem } from './oneroster-errors.ts';
import type { ListQuery } from './oneroster-params.ts';
import { readItem, readPage, type Page } from './oneroster-read.operation.ts';
import { tokenContext, type OneRosterService } from './oneroster-token.ts';

const JSON_HEADERS = { 'cache-control': 'no-store' };

interface Call {
  db: Db;
  services: Services;
  header: (name: string) => string | undefined;
  ip: string;
  /** The path as the client called it, for `Link` and the audit entry. */
  path: string;
  /** The service the path is of, which the token's scopes must open. */
  service: OneRosterService;
}

/** The binding's `Link` header: first, prev, next and last pages, each with the client's other parameters. */
const linkHeader = (path: string, query: ListQuery, page: Page): string => {
  const at = (offset: number, rel: string) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (typeof value === 'string' && name !== 'offset') params.set(name, value);
    params.set('limit', String(page.limit));
    params.set('offset', String(offset));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const last = page.total === 0 ? 0 : Math.floor((page.total - 1) / page.limit) * page.limit;
  return [
    at(0, 'first'),
    ...(page.offset > 0 ? [at(Math.max(0, page.offset - page.limit), 'prev')] : []),
    ...(page.offset + page.limit < page.total ? [at(page.offset + page.limit, 'next')] : []),
    at(last, 'last'),
  ].join(', ');
};

/**
 * Runs a read for the bearer token's key and answers as the binding does: the body, the paging
 * headers, or the imsx payload of a refusal. Every answer that carries records is a disclosure
 * to a partner, so it leaves an audit entry naming the key, the path and how many records went,
 * and a line in the disclosure log naming the students it held.
 */
const served = async (
  call: Call,
  read: (
    ctx: Awaited<ReturnType<typeof tokenContext>>,
  ) => Promise<{ body: Record<string, unknown>; count: number; headers?: Record<string, string> }>,
): Promise<Answer> => {
  try {
    const ctx = { ...(await tokenContext(call.services, call.header('authorization'), call.service)), ip: call.ip };
    const { body, count, headers } = await read(ctx);
    await recordAction(call.services.db, ctx, {
      resource: 'oneroster',
      id: null,
      action: 'oneroster_read',
      school: ctx.caller.schoolId,
      after: { keyId: ctx.keyId, path: call.path, records: count },
    });
    await recordDisclosure(call.services.db, ctx, {
      clientKind: 'oneroster',
      client: ctx.keyId,
      route: call.path,
      recordCount: count,
      studentIds: studentsInRoster(body),
    });
    return answer(200, body, { ...JSON_HEADERS, ...headers });
  } catch (error) {
    if (error instanceof OneRosterRefusal) return answer(error.status, error.payload, JSON_HEADERS);
    throw error;
  }
};

export const servePage = (call: Call, view: View, query: ListQuery, parents?: readonly string[]): Promise<Answer> =>
  served(call, async (ctx) => {
    const page = await readPage(call.db, ctx, view, query, parents);
    const records = page.body[view.plural];
    return {
      body: page.body,
      count: Array.isArray(records) ? records.length : 0,
      headers: { 'x-total-count': String(page.total), link: linkHeader(call.path, query, page) },
    };
  });

export const serveItem = (call: Call, view: View, sourcedId: string, fields: string | undefined): Promise<Answer> =>
  served(call, async (ctx) => ({ body: await readItem(call.db, ctx, view, sourcedId, fields), count: 1 }));

/**
 * Runs a write for the bearer token's key, in one transaction: the work's writes, through the
 * core's operations as the key's user (their own audit entries), and an audit entry naming the
 * key and the path, commit together or not at all. A refusal, the binding's own or the
 * gradebook's (a Kampus problem, in the binding's words), rolls everything back and answers the
 * imsx payload.
 */
export const serveWrite = async (
  call: Call & { method: 'PUT' | 'POST' | 'DELETE' },
  work: (tx: Db, ctx: ApiKeyContext) => Promise<{ status: number; body?: Record<string, unknown> }>,
): Promise<Answer> => {
  try {
    const ctx = { ...(await tokenContext(call.services, call.header('authorization'), call.service)), ip: call.ip };
    const done = await inTransaction(call.db, async (tx) => {
      let result;
      try {
        result = await work(tx, ctx);
      } catch (error) {
        const refusal = error instanceof Problem ? refusalOfProblem(error) : null;
        throw refusal ?? error;
      }
      await recordAction(tx, ctx, {
        resource: 'oneroster',
        id: null,
        action: 'oneroster_write',
        school: ctx.caller.schoolId,
        after: { keyId: ctx.keyId, method: call.method, path: call.path, status: result.status },
      });
      return result;
    });
    return answer(done.status, done.body, JSON_HEADERS);
  } catch (error) {
    if (error instanceof OneRosterRefusal) return answer(error.status, error.payload, JSON_HEADERS);
    throw error;
  }
};
