import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

/** `/metrics` (Prometheus text), the request id on answers, in the log and in the audit trail. */
const METRICS_TOKEN = 'metrics-test-token-0123456789';
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    { LOG_LEVEL: 'info', KAMPUS_METRICS_TOKEN: METRICS_TOKEN },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => server.close());

const scrape = async (): Promise<string> => {
  const response = await server.call('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

/** The value of one sample line, by its exact name and labels. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('asks for the token', async () => {
    expect((await server.call('/metrics')).status).toBe(401);
    expect((await server.call('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('counts requests per route pattern and status, with latency, pool, queries, jobs, memory and event-loop lag', async () => {
    const { token, userId } = await server.login('admin@kampus.test');
    const before = await scrape();
    const series = 'kampus_http_requests_total{method="GET",route="/api/users/:id",status="200"}';
    const counted = sample(before, series) ?? 0;
    for (let i = 0; i < 3; i++) expect((await server.call(`/api/users/${userId}`, { token })).status).toBe(200);
    expect((await server.call('/api/no-such-thing/17')).status).toBe(404);

    const after = await scrape();
    expect(sample(after, series)).toBe(counted + 3);
    // The pattern, never the address: no user id in any label.
    expect(after).not.toContain(`/api/users/${userId}"`);
    expect(sample(after, 'kampus_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThan(0);
    expect(
      sample(after, 'kampus_http_request_duration_seconds_count{method="GET",route="/api/users/:id",status="200"}'),
    ).toBe(counted + 3);
    expect(after).toContain(
      'kampus_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/users/:id"',
    );
    expect(sample(after, 'kampus_jobs_due')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'kampus_jobs_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(after).toContain('# TYPE kampus_mails_total counter');
    if (server.driver === 'postgres') {
      expect(sample(after, 'kampus_db_query_duration_seconds_count')).toBeGreaterThan(0);
      expect(sample(after, 'kampus_db_pool_connections{pool="primary",state="waiting"}')).toBe(0);
      expect(sample(after, 'kampus_db_pool_connections{pool="primary",state="idle"}')).toBeGreaterThan(0);
    }
  });
});

describe('request id', () => {
  it('is answered as x-request-id, kept from a balancer when well-formed, replaced when not', async () => {
    const fresh = await server.call('/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.call('/health', { headers: { 'x-request-id': 'lb-7f3a9c21-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21-0001');
    const hostile = await server.call('/health', { headers: { 'x-request-id': 'x"} {"admin":true' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is in every JSON log line of the request and in its audit entry, and the log holds no password or token', async () => {
    const { token } = await server.login('admin@kampus.test');
    const created = await server.call('/api/grade_levels', { method: 'POST', token, json: { title: 'Metrics grade' } });
    expect(created.status).toBeLessThan(300);
    const requestId = created.headers.get('x-request-id') ?? '';
    const { id } = await json<{ id: number }>(created);
    const entries = await server.sql(
      `select request_id from audit_logs where resource = 'grade_levels' and record_id = ${Number(id)} and action = 'create'`,
    );
    expect(entries).toEqual([{ request_id: requestId }]);

    const logged = lines.flatMap((line) => line.split('\n')).filter((line) => line.trim() !== '');
    const ofRequest = logged
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.requestId === requestId);
    expect(ofRequest.length).toBeGreaterThanOrEqual(2); // "incoming request" and "request completed"
    const all = logged.join('\n');
    expect(all).not.toContain('Kampus!2026');
    expect(all).not.toContain(token);
  });
});
