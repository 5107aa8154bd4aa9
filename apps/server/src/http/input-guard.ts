import { hasUnstorableText, INT4_MAX, type Violation } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unprocessable } from '../core/problem.ts';

/** Far deeper than any form or API body; PostgreSQL's jsonb parser and our walkers stop well before 10,000. */
const MAX_DEPTH = 100;

/**
 * The first string (value or key) of a parsed JSON body that PostgreSQL cannot store, or a
 * nesting deeper than any real body, named by its path (`items.3.title`). Iterative, so a
 * hostile body cannot exhaust the stack.
 */
const bodyViolation = (body: unknown): Violation | undefined => {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) return { propertyPath: path.join('.'), message: 'validation.invalid_text' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_DEPTH) return { propertyPath: path.join('.'), message: 'validation.too_deep' };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((inner, index) => [String(index), inner])
      : Object.entries(value);
    for (const [key, inner] of entries) {
      const innerPath = [...path, key];
      if (hasUnstorableText(key)) return { propertyPath: innerPath.join('.'), message: 'validation.invalid_text' };
      stack.push({ value: inner, path: innerPath });
    }
  }
  return undefined;
};

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/**
 * The edge check every route passes, hand-written module routes (login, register, reset)
 * included: input PostgreSQL cannot store never reaches a handler. A NUL or lone surrogate in
 * the query is 400 naming the parameter; in a path parameter, or a number no serial id can
 * reach, 404 (no such record); in a JSON body, 422 naming the field. Raw upload bodies
 * (buffers) are bytes, not text, and pass. The engine checks the same per field for the web
 * forms; this is the net under the routes that do not go through it.
 */
export const installInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    for (const [name, raw] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      if (hasUnstorableText(name) || strings(raw).some(hasUnstorableText)) {
        throw badRequest('errors.bad_filter', { name: hasUnstorableText(name) ? '?' : name });
      }
    }
    for (const raw of Object.values((request.params ?? {}) as Record<string, unknown>)) {
      if (typeof raw !== 'string') continue;
      if (hasUnstorableText(raw) || (/^\d+$/.test(raw) && Number(raw) > INT4_MAX)) throw notFound();
    }
    const body = request.body;
    if (body === undefined || body === null || Buffer.isBuffer(body)) return;
    const found = bodyViolation(body);
    if (found) throw unprocessable([found]);
  });
};
