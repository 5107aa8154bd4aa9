import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { loggableError } from '../core/loggable-error.ts';

export interface LogOptions {
  /** false: no log at all (tests). */
  logger?: boolean;
  /** Where the lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
}

/**
 * Whatever a log call passes, these never reach the log: credentials in headers (should a
 * request or its headers ever be logged whole), passwords and tokens in logged objects, and the
 * values bound to a query.
 */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.pwd',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.params',
  '*.detail',
];

/**
 * The address as logged: a password link's secret (`/reset-password/<secret>`, the page and the
 * API) and the query string's values (searches name people) are left out.
 */
const loggableUrl = (url: string): string => {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]');
  if (query === undefined) return safePath;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${safePath}?${names.join('&')}`;
};

/** The request as logged: what Fastify logs by default, with the address made safe and no header. */
const loggableRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggableUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Fastify's `err` serializer shape (a stack always present) over the allow-list of loggable-error. */
const loggedError = (error: unknown) => {
  const logged = loggableError(error);
  return { ...logged, stack: logged.stack ?? '' };
};

/** The Fastify logger settings: pino at the configured level, with the serializers and redaction above. */
export const loggerOptions = (level: string, options: LogOptions): FastifyServerOptions['logger'] =>
  options.logger === false
    ? false
    : {
        level,
        redact: { paths: REDACT, censor: '[redacted]' },
        serializers: { err: loggedError, req: loggableRequest },
        ...(options.logStream ? { stream: options.logStream } : {}),
      };
