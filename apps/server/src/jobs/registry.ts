import type { Db } from '../db/database.ts';

/** A job as its task sees it. */
export interface JobRun {
  id: number;
  task: string;
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** Where a task logs (the worker's logger: the node's, or nothing in a worker made without one). */
export interface JobLogger {
  info: (data: object, message: string) => void;
  warn: (data: object, message: string) => void;
  error: (data: object, message: string) => void;
}

export interface JobDefinition {
  /** Unique task name, e.g. `databases.provision`. */
  task: string;
  /**
   * Runs inside the transaction that claimed the job: what it writes through `tx` commits together
   * with the job being marked done, or not at all. Throwing schedules a retry.
   */
  run: (tx: Db, job: JobRun, log: JobLogger) => Promise<void>;
  /** Runs before giving up; 5 unless said. */
  maxAttempts?: number;
  /** Wait before the next attempt after `attempt` failed; exponential from 2 s, at most 1 h, unless said. */
  backoffMs?: (attempt: number) => number;
  /**
   * The payload holds personal data (an address, whether a password was right): a finished job
   * keeps none of it. Failed attempts keep it, for the retry.
   */
  forgetPayload?: boolean;
  /**
   * Work that must not hold the claiming transaction (a solver's minutes of computing: on the
   * embedded database one open transaction holds the only connection). Started once `run` has
   * committed, beside the worker, which goes on to the next job; it writes through `db` in
   * transactions of its own and owns its failures (an error is only logged). `signal` aborts it
   * when the worker stops, which waits for it to settle.
   */
  afterCommit?: (db: Db, job: JobRun, log: JobLogger, signal: AbortSignal) => Promise<void>;
  /** After a failed attempt has been recorded (outside the rolled-back transaction): tell the user. */
  onFailure?: (db: Db, job: JobRun, message: string, exhausted: boolean) => Promise<void>;
}

const definitions = new Map<string, JobDefinition>();

/**
 * A task's definition. Defining registers nothing: a server module lists its jobs
 * (`defineServerModule({ jobs })`) and `boot()` installs every module's, so a job runs whether or not
 * the file that enqueues it happens to have been imported.
 */
export const defineJob = (definition: JobDefinition): JobDefinition => definition;

/** Makes the tasks known to the queue and the workers of this process (boot; a test's own tasks). */
export const installJobs = (list: readonly JobDefinition[]): void => {
  for (const definition of list) definitions.set(definition.task, definition);
};

export const jobDefinition = (task: string): JobDefinition | undefined => definitions.get(task);

export const defaultBackoffMs = (attempt: number): number => Math.min(2_000 * 2 ** (attempt - 1), 3_600_000);
