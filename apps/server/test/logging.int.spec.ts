import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';

// What a users row holds; it must never reach the log, whatever fails around it.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$K1ZrZXlOb3RGb3JUaGVMb2dzQXRBbGw';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsb2ctdGVzdCJ9.c2lnbmF0dXJlLW5vdC1mb3ItbG9ncw';
const RESET_SECRET = 'k8Qz3vNw7RtY2pLm9XcB4hJd';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer(
    { LOG_LEVEL: 'info' },
    {
      logStream: { write: (line) => void lines.push(line) },
      beforeListen: (app, services) => {
        // A query that fails in the database with a password hash bound to it, as a bug would
        // (a missing table: a server fault, not a value the caller sent, so a 500 that is logged).
        app.post('/test/failing-query', async () => {
          await services.db.execute(sql`select * from kampus_no_such_table where password = ${HASH}`);
          return {};
        });
        // A statement of megabytes, as a list of 100,000 ids wrote one: the log keeps its start.
        app.post('/test/huge-query', async () => {
          const ids = Array.from({ length: 100_000 }, (_, index) => index + 1).join(', ');
          await services.db.execute(sql`select * from kampus_no_such_table where id in (${sql.raw(ids)})`);
          return {};
        });
        // The same hash refused by a cast: input PostgreSQL cannot take, answered 400 and logged as a warning.
        app.post('/test/refused-value', async () => {
          await services.db.execute(sql`select ${HASH}::integer as n`);
          return {};
        });
        app.get('/test/log-headers', async (request) => {
          request.log.info({ headers: request.headers }, 'headers as a careless log call would write them');
          return {};
        });
      },
    },
  );
});
afterAll(() => server.close());

const log = (): string => lines.join('');

describe('the server log', () => {
  it('records a failed query by its SQL state and text, without the values bound to it', async () => {
    const response = await server.call('/test/failing-query', { method: 'POST', token: TOKEN, json: { pwd: HASH } });
    expect(response.status).toBe(500);
    const entry = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((e) => e.msg === 'unhandled error');
    expect(entry, log()).toBeDefined();
    const text = JSON.stringify(entry);
    // What locates the fault stays: the SQL state (undefined table) and the query text.
    expect(text).toContain('42P01');
    expect(text).toContain('select * from kampus_no_such_table where password = $1');
    expect(log()).not.toContain(HASH);
    expect(log()).not.toContain('c2VjcmV0c2FsdA');
    expect(log()).not.toContain(TOKEN);
  });

  it('keeps the first 2,000 characters of a huge failed statement, not the megabytes of it', async () => {
    const before = lines.length;
    const response = await server.call('/test/huge-query', { method: 'POST', token: TOKEN });
    expect(response.status).toBe(500);
    const written = lines.slice(before).join('');
    expect(written).toContain('42P01');
    expect(written).toContain('select * from kampus_no_such_table where id in (1, 2, 3');
    expect(written).toMatch(/more characters\]/);
    expect(written).not.toContain('99999, 100000');
    // The statement is 688,942 characters; its message, stack and query field each keep 2,000.
    expect(written.length).toBeLessThan(20_000);
  });

  it('answers a value the database refuses with 400 and logs no value of it', async () => {
    const response = await server.call('/test/refused-value', { method: 'POST', token: TOKEN, json: { pwd: HASH } });
    expect(response.status).toBe(400);
    expect(log()).toContain('database refused a value from the request');
    expect(log()).not.toContain(HASH);
    expect(log()).not.toContain('c2VjcmV0c2FsdA');
  });

  it('never writes the Authorization header or a cookie, even when a call logs the headers', async () => {
    const response = await server.call('/test/log-headers', {
      token: TOKEN,
      headers: { cookie: `session=${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(log()).toContain('headers as a careless log call would write them');
    expect(log()).not.toContain(TOKEN);
  });

  it("leaves a password link's secret and the query string's values out of the logged address", async () => {
    await server.call(`/en/reset-password/${RESET_SECRET}`);
    await server.call('/api/users.json?search=Ada%20Lovelace&page=2', { token: TOKEN });
    expect(log()).toContain('/en/reset-password/[redacted]');
    expect(log()).not.toContain(RESET_SECRET);
    expect(log()).not.toContain('Lovelace');
  });
});
