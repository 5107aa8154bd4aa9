import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md, "Metrics"). One registry per process: a
 * node is one process, and counters must not restart when a test builds a second app.
 */
export const metricsRegistry = new Registry();
// Process memory, CPU, handles, garbage collection and event-loop lag (`nodejs_eventloop_lag_*`).
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Labelled by the route's pattern (`/api/users/:id`), never the raw address: bounded, and no ids or search terms. */
export const httpRequests = new Counter({
  name: 'kampus_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'kampus_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: seconds,
  registers: [metricsRegistry],
});

const dbQueryDuration = new Histogram({
  name: 'kampus_db_query_duration_seconds',
  help: 'Time of each query on the PostgreSQL pool, from send to result',
  buckets: [0.001, 0.0025, ...seconds],
  registers: [metricsRegistry],
});

/** Mails handed to the SMTP server (`sent`) or refused by it (`failed`, retried later). */
export const mailsTotal = new Counter({
  name: 'kampus_mails_total',
  help: 'Mails by outcome: sent or failed',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const observeQuery = (elapsed: number): void => dbQueryDuration.observe(elapsed);

const dbPoolErrors = new Counter({
  name: 'kampus_db_pool_errors_total',
  help: 'Idle pool connections the database ended (a restart, a failover, an administrator), each dropped from its pool',
  labelNames: ['pool'] as const,
  registers: [metricsRegistry],
});

/**
 * An idle pooled connection the database ended: counted, and written to the error log as a
 * JSON line (the pool has already dropped it; the next query opens another).
 */
export const observePoolError = (pool: string, error: Error): void => {
  dbPoolErrors.inc({ pool });
  process.stderr.write(
    `${JSON.stringify({ level: 50, time: Date.now(), msg: 'database connection ended while idle', pool, err: error.message })}\n`,
  );
};

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

interface JobQueueStats {
  /** Jobs due and not yet taken. */
  due: number;
  /** Seconds the oldest due job has waited (0 when none). */
  oldestSeconds: number;
}

/** What the last ledger reconciliation found: its checks, and each breach's check and row count. */
interface LedgerReport {
  checks: string[];
  breaches: { check: string; count: number }[];
}

/** Where the gauges read their values at each scrape; set once the node's services exist. */
export interface MetricSources {
  /** Each pool's connections: the primary's, and the read replica's when one is set. */
  pool?: () => Partial<Record<'primary' | 'replica', PoolStats>>;
  jobs: () => Promise<JobQueueStats>;
  /** The last nightly reconciliation's report (none before the first night). */
  ledger?: () => Promise<LedgerReport | undefined>;
}

let sources: MetricSources | undefined;
/** The last ledger report read, and when (see `kampus_ledger_breaches`). */
let ledgerRead: { at: number; report: LedgerReport | undefined } | undefined;

export const setMetricSources = (next: MetricSources): void => {
  sources = next;
  ledgerRead = undefined;
};

new Gauge({
  name: 'kampus_db_pool_connections',
  help: 'PostgreSQL pool connections by pool (primary, replica) and state: in_use, idle, waiting (requests waiting for one)',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    const pools = sources?.pool?.() ?? {};
    for (const [pool, stats] of Object.entries(pools)) {
      if (!stats) continue;
      this.set({ pool, state: 'in_use' }, stats.total - stats.idle);
      this.set({ pool, state: 'idle' }, stats.idle);
      this.set({ pool, state: 'waiting' }, stats.waiting);
    }
  },
});

new Gauge({
  name: 'kampus_jobs_due',
  help: 'Jobs due to run and not yet taken by a worker (queue depth)',
  registers: [metricsRegistry],
  async collect() {
    const stats = await sources?.jobs().catch(() => undefined);
    if (stats) this.set(stats.due);
  },
});

new Gauge({
  name: 'kampus_jobs_oldest_due_seconds',
  help: 'How long the oldest due job has waited (queue age)',
  registers: [metricsRegistry],
  async collect() {
    const stats = await sources?.jobs().catch(() => undefined);
    if (stats) this.set(stats.oldestSeconds);
  },
});

/** The last report is read at most once a minute: it changes once a night, and a scrape must stay cheap. */
const LEDGER_READ_MS = 60_000;

new Gauge({
  name: 'kampus_ledger_breaches',
  help: 'Rows breaking each ledger check at the last nightly reconciliation, all schools together (0: it adds up)',
  labelNames: ['check'] as const,
  registers: [metricsRegistry],
  async collect() {
    if (!ledgerRead || Date.now() - ledgerRead.at > LEDGER_READ_MS) {
      const report = await sources?.ledger?.().catch(() => undefined);
      ledgerRead = { at: Date.now(), report };
    }
    const report = ledgerRead.report;
    if (!report) return;
    this.reset();
    for (const check of report.checks) {
      const rows = report.breaches.filter((breach) => breach.check === check);
      this.set(
        { check },
        rows.reduce((sum, breach) => sum + breach.count, 0),
      );
    }
  },
});
