import { getResource } from '@kampus/contract';
import { badRequest, conflict, violation, type Problem } from './problem.ts';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
}

/** Drizzle wraps driver errors; the PostgreSQL error with its SQLSTATE is somewhere in the causes. */
const pgError = (error: unknown): PgError | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null && typeof (current as PgError).code === 'string') {
      const code = (current as PgError).code ?? '';
      if (/^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** SQLSTATEs of a transaction the database gave up to let a concurrent one through. */
const TRANSIENT = new Set(['40P01', '40001']);

/**
 * A deadlock or serialization failure that slipped past the locks: a 409 the client may retry,
 * never a 500. Answers undefined for any other error.
 */
export const concurrencyProblem = (error: unknown): Problem | undefined =>
  TRANSIENT.has(pgError(error)?.code ?? '') ? conflict('errors.concurrent_change') : undefined;

/**
 * Turns constraint violations into answers: a duplicate into 422 on its field, a delete of a
 * record still referenced into 409 naming what refers to it, a deadlock into 409 too. Anything
 * else is rethrown.
 */
export const translateDbError = (error: unknown): never => {
  const pg = pgError(error);
  if (pg?.code === '23505') {
    // Unique indexes are named `<table>_<field>[_<field>]_key` by the table builder.
    const constraint = pg.constraint ?? '';
    const fields = pg.table && constraint.startsWith(`${pg.table}_`) ? constraint.slice(pg.table.length + 1, -4) : '';
    const field = fields.split('_').at(-1) ?? '';
    throw violation(field, 'validation.not_unique');
  }
  if (pg?.code === '23503') {
    const referencing = /from table "(\w+)"/.exec(pg.detail ?? '')?.[1];
    if (referencing) {
      // The value is a catalogue key, translated with the rest of the message.
      const what = `resources.${getResource(referencing)?.name ?? referencing}`;
      throw conflict('errors.still_referenced', { what });
    }
    throw violation('', 'validation.invalid_reference');
  }
  throw concurrencyProblem(error) ?? error;
};

/**
 * SQLSTATEs PostgreSQL raises for a value it cannot take: bad text for a type (22P02), out of
 * range (22003), a NUL or a character outside the encoding (22021, 22P05), too long (22001),
 * bad date or time (22007, 22008), a value too large for an index row (54000), nesting beyond
 * its stack (54001). The engine and the edge
 * refuse all of these before SQL; should one slip through, it is still the caller's input,
 * never a server error.
 */
const INPUT_ERRORS = new Set(['22P02', '22003', '22021', '22P05', '22001', '22007', '22008', '54000', '54001']);

/** The 400 answer for a database error caused by input, or undefined for any other error. */
export const inputDbProblem = (error: unknown): Problem | undefined => {
  const code = pgError(error)?.code;
  return code !== undefined && INPUT_ERRORS.has(code) ? badRequest('errors.bad_value') : undefined;
};
