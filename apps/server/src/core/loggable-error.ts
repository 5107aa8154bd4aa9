/**
 * Errors as the log (and a job's `lastError`) may keep them. A failed query carries the values
 * bound to it (password hashes, national ids, e-mail addresses): Drizzle's DrizzleQueryError
 * holds them in `params` and repeats them in its message and stack, and the database's own error
 * may echo one in its message (`invalid input syntax for type integer: "..."`) or its `detail`
 * (`Key (email)=(...) already exists`). What is kept is what locates the fault without the data:
 * the SQL state code, the constraint, table and column names, and the query text with its
 * placeholders, its first `MAX_LOGGED_SQL` characters.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  /** SQLSTATE (`23505`) or a Node/Fastify error code. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  routine?: string;
  /** The SQL text with `$1` placeholders, never the values. */
  query?: string;
  cause?: LoggedError;
}

const REDACTED = '[redacted]';

/**
 * The most of a statement (and of a message that repeats it) a log line keeps: enough to know the
 * query, where a statement built from 100,000 ids would write megabytes on every failure.
 */
const MAX_LOGGED_SQL = 2000;

/** `text` cut to `MAX_LOGGED_SQL` characters, saying how much was left out. */
const clipped = (text: string): string =>
  text.length <= MAX_LOGGED_SQL
    ? text
    : `${text.slice(0, MAX_LOGGED_SQL)}… [${text.length - MAX_LOGGED_SQL} more characters]`;

type ErrorFields = Error & Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A database error: an SQLSTATE code of five characters, as pg and PGlite both set. */
const isDatabaseError = (error: ErrorFields): boolean =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

/** The message without bound values: Drizzle's `params:` line goes, a database's quoted echo too. */
const safeErrorMessage = (error: unknown): string => {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : 'non-error thrown';
  const fields = error as ErrorFields;
  let message = error.message;
  if ('params' in fields) message = message.replace(/\nparams:[\s\S]*$/, '');
  if (isDatabaseError(fields)) message = message.replace(/:\s*"[\s\S]*"\s*$/, `: ${REDACTED}`);
  return clipped(message);
};

/** The stack's frames under the safe message: the stack's first line repeats the raw message. */
const safeStack = (error: Error, message: string): string | undefined => {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
};

/** `name: message` without values, for one-line reports (job failures). */
export const safeErrorLine = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${safeErrorMessage(error)}` : safeErrorMessage(error);

/** The pino serializer of `err`: an allow-list of fields, never `params`, `detail`, `where` or a header. */
export const loggableError = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: safeErrorMessage(error) };
  const fields = error as ErrorFields;
  const message = safeErrorMessage(error);
  const logged: LoggedError = { type: error.name, message };
  const stack = safeStack(error, message);
  if (stack) logged.stack = stack;
  for (const name of ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'query'] as const) {
    const value = text(fields[name]);
    if (value !== undefined) logged[name] = clipped(value);
  }
  if (error.cause !== undefined && depth < 5) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
};
