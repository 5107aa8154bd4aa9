import { hasUnstorableText } from '@kampus/contract';
import { ScimError } from './scim-errors.ts';

/** Far deeper than any SCIM resource; the walk is iterative, so a hostile body cannot exhaust the stack. */
const MAX_DEPTH = 20;

const syntax = (why: string) => new ScimError(400, `The request body ${why}.`, 'invalidSyntax');

/**
 * The body as a JSON object, or SCIM's 400: the engine hands the bytes over untouched (the route
 * takes `application/scim+json`), so what its JSON parser and input guard do for `/api` is done
 * here, answered in SCIM's shape: malformed JSON, no object, nesting too deep, and text
 * PostgreSQL cannot store (a NUL, a lone surrogate) named by its path as `invalidValue`.
 */
export const parseBody = (bytes: Uint8Array | undefined): Record<string, unknown> => {
  if (!bytes || bytes.length === 0) throw syntax('is empty');
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw syntax('is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw syntax('is not a JSON object');
  const stack: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) throw new ScimError(400, `${path}: text that cannot be stored`, 'invalidValue');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.split('.').length > MAX_DEPTH) throw syntax('is nested too deep');
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path === '' ? key : `${path}.${key}`;
      if (hasUnstorableText(key)) throw new ScimError(400, 'An attribute name cannot be stored.', 'invalidValue');
      stack.push({ value: inner, path: innerPath });
    }
  }
  return body as Record<string, unknown>;
};
