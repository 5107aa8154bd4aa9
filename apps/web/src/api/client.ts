import { sessionStore } from './session-store.ts';

interface Violation {
  propertyPath: string;
  message: string;
}

/** An application/problem+json answer, or the `{error}` body of the language-scoped calls. */
export interface Problem {
  title?: string;
  detail?: string;
  status?: number;
  error?: string;
  violations?: Violation[];
  /** The login of an account under attack needs the code mailed to it (POST /{lang}/login). */
  codeRequired?: boolean;
  /** The password (or another first step) was right; a code of the second factor is asked for. */
  secondFactorRequired?: boolean;
  /** The second step's token (POST /{lang}/login/second-factor), valid a few minutes. */
  secondStepToken?: string;
  /** With a second step: whether the person has a passkey to give it with. */
  passkey?: boolean;
  /** A dangerous act wants the second factor given again (POST /{lang}/step-up). */
  stepUpRequired?: boolean;
}

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(status: number, problem: Problem) {
    super(problem.detail ?? problem.error ?? problem.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when a signed-in call answers 401: the token has expired or was revoked. */
export const onUnauthorized = (listener: Listener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: URLSearchParams | Record<string, string | number | boolean | undefined>;
  /** Language-scoped calls carry the language in the path: `/{lang}/...`. */
  scoped?: boolean;
  /** Leave the token out (login). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Answer as text (help pages are markdown). */
  text?: boolean;
  /** Answer as the bytes (a file to download). */
  blob?: boolean;
  /** Leave out the schoolId/seasonId headers (the caller's own record is not tied to the active school). */
  untenanted?: boolean;
  /** Headers of the call's own (`If-Match`). */
  headers?: Record<string, string>;
  /** Sees the headers of a successful answer (a record's `ETag`). */
  onHeaders?: (headers: Headers) => void;
}

const toQuery = (query: RequestOptions['query']): string => {
  if (!query) return '';
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
            .map(([key, value]) => [key, String(value)]),
        );
  const text = params.toString();
  return text ? `?${text}` : '';
};

const readProblem = async (response: Response): Promise<Problem> => {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Problem) : {};
  } catch {
    return {};
  }
};

/** The error of a failed call; a 401 of the current session signs it out. */
const failure = async (response: Response, options: RequestOptions, token: string | null): Promise<ApiError> => {
  const error = new ApiError(response.status, await readProblem(response));
  // A 401 for a token that has since been swapped (impersonation started or ended) is stale:
  // it must not sign out the session that replaced it.
  const current = response.status === 401 && !options.anonymous && token !== null && sessionStore.get().token === token;
  if (!current) return error;
  // Cleared here, before any screen renders the failure: a stale token in storage (expired,
  // revoked, signed out elsewhere) takes the person to the login page with a message, on start
  // as on any later call, never to an error page that keeps the token.
  sessionStore.signOut(true);
  unauthorizedListeners.forEach((listener) => listener(error));
  return error;
};

/**
 * A binary answer (a PDF, a spreadsheet) read as it arrives: `onChunk` sees every piece, so a
 * screen can show progress while the server is still writing; the whole comes back as a Blob.
 */
export const download = async (
  path: string,
  /** `keep: false`: the pieces are only handed to `onChunk` (a live stream would grow without end). */
  options: RequestOptions & { onChunk?: (chunk: Uint8Array) => void; keep?: boolean } = {},
): Promise<{ blob: Blob; headers: Headers }> => {
  const session = sessionStore.get();
  const headers: Record<string, string> = { 'Accept-Language': session.language };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (!options.untenanted && session.schoolId !== null) headers.schoolId = String(session.schoolId);
  if (!options.untenanted && session.seasonId !== null) headers.seasonId = String(session.seasonId);
  const response = await fetch(`${path}${toQuery(options.query)}`, { headers, signal: options.signal });
  if (!response.ok) throw await failure(response, options, session.token);
  options.onHeaders?.(response.headers);
  const parts: Uint8Array[] = [];
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (options.keep !== false) parts.push(value);
    options.onChunk?.(value);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(parts as BlobPart[], { type }), headers: response.headers };
};

/**
 * Answers of GETs started before the code that asks for them had loaded (`startEarlyRead`), by
 * call: a cold open asked for the user, its menus and the page's own data only once the shell's
 * code was in and its screens drawn, 0.6 to 1.9 s into the page.
 */
const earlyReads = new Map<string, { at: number; answer: Promise<unknown>; settled?: { value: unknown } }>();
/** How long an early answer waits to be taken; older, a later read asks the server again. */
const EARLY_READ_MS = 10_000;

/**
 * What makes two reads the same call: the address, how it is sent and read, and the session it is
 * sent as (token, school, season, language). Null for what is not a plain read.
 */
const readKey = (path: string, options: RequestOptions): string | null => {
  const plain = (options.method ?? 'GET') === 'GET' && options.body === undefined;
  if (!plain || options.headers || options.onHeaders || options.blob) return null;
  const { token, schoolId, seasonId, language } = sessionStore.get();
  const how = [options.scoped, options.anonymous, options.untenanted, options.text].map(Boolean);
  return JSON.stringify([`${path}${toQuery(options.query)}`, ...how, token, schoolId, seasonId, language]);
};

/**
 * Starts a read now, at boot, whose answer the first `request` of the same call in the next few
 * seconds takes instead of asking again (a changed session makes it another call, asked anew).
 */
export const startEarlyRead = (path: string, options: RequestOptions = {}): void => {
  const key = readKey(path, options);
  if (key === null || earlyReads.has(key)) return;
  const answer = send(path, options);
  const entry: { at: number; answer: Promise<unknown>; settled?: { value: unknown } } = { at: Date.now(), answer };
  // Taken later, or never (the page changed): not an unhandled rejection either way.
  answer.then(
    (value) => {
      entry.settled = { value };
    },
    () => undefined,
  );
  earlyReads.set(key, entry);
};

/**
 * An early read's answer if it has already come (taking it), for a query's first data: drawn in
 * the screen's first render instead of a spinner first and the data a render later.
 */
export const earlyAnswer = <T>(path: string, options: RequestOptions = {}): T | undefined => {
  const key = readKey(path, options);
  const early = key === null ? undefined : earlyReads.get(key);
  if (key === null || !early?.settled || Date.now() - early.at > EARLY_READ_MS) return undefined;
  earlyReads.delete(key);
  return early.settled.value as T;
};

/** The one place that calls `fetch`: adds the token, the tenancy headers and the language. */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const key = readKey(path, options);
  const early = key === null ? undefined : earlyReads.get(key);
  if (key !== null && early) {
    earlyReads.delete(key);
    if (Date.now() - early.at <= EARLY_READ_MS) return early.answer as Promise<T>;
  }
  return send<T>(path, options);
};

const send = async <T>(path: string, options: RequestOptions): Promise<T> => {
  const session = sessionStore.get();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': session.language,
  };
  if (!options.anonymous && session.token) headers.Authorization = `Bearer ${session.token}`;
  if (!options.untenanted && session.schoolId !== null) headers.schoolId = String(session.schoolId);
  if (!options.untenanted && session.seasonId !== null) headers.seasonId = String(session.seasonId);
  // A file (Blob) goes as it is, with its own type: uploads send the bytes as the body.
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  if (raw) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined) {
    headers['Content-Type'] = options.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  if (path.endsWith('.jsonld')) headers.Accept = 'application/ld+json';
  Object.assign(headers, options.headers);
  const url = `${options.scoped ? `/${session.language}` : ''}${path}${toQuery(options.query)}`;
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : raw ? (options.body as Blob) : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) throw await failure(response, options, session.token);
  options.onHeaders?.(response.headers);
  if (response.status === 204) return undefined as T;
  if (options.text) return (await response.text()) as T;
  if (options.blob) return (await response.blob()) as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return (await response.text()) as T;
  return (await response.json()) as T;
};

/** The message a person should read for a failed call. */
/** A refusal's messages by the field they name (`guardians[0].name`), already in the user's language; none for any other error. */
export const fieldMessages = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    (error instanceof ApiError ? (error.problem.violations ?? []) : []).map((v) => [v.propertyPath, v.message]),
  );

export const errorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) {
    // A refusal's detail names each field ("code: This code is wrong"): a person reads the messages.
    const messages = (error.problem.violations ?? []).map((violation) => violation.message).filter(Boolean);
    if (error.problem.error === undefined && messages.length > 0) return messages.join(' ');
    return error.problem.error ?? error.problem.detail ?? error.problem.title ?? fallback;
  }
  return fallback;
};

/** A call answered as it came, whatever its status (the developer area's try-it panel shows failures too). */
export interface Exchange {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Sends a call as the signed-in user (token, tenancy headers, language) and answers its status
 * and body without judging them: a 401 here is the call's answer to show, not a sign-out.
 */
export const exchange = async (
  path: string,
  options: { method: string; body?: string; signal?: AbortSignal },
): Promise<Exchange> => {
  const session = sessionStore.get();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': session.language };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (session.schoolId !== null) headers.schoolId = String(session.schoolId);
  if (session.seasonId !== null) headers.seasonId = String(session.seasonId);
  if (options.body !== undefined && options.body !== '') {
    headers['Content-Type'] = options.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  const response = await fetch(path, {
    method: options.method,
    headers,
    body: options.body === undefined || options.body === '' ? undefined : options.body,
    signal: options.signal,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
};
