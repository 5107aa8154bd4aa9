/**
 * Live mail delivery over Server-Sent Events (docs/mail.md). On PostgreSQL (TEST_DATABASE_URL)
 * two nodes share one database: the reader's stream is on node B and the mail is sent through
 * node A, so the push crosses nodes through LISTEN/NOTIFY. On PGlite both are the one node.
 * The delivery latency (send answered to event received, and request start to event) is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
let a: TestServer;
let b: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await startServer();
  b = postgres ? await startServer({}, { reset: false }) : a;
  const admin = (await a.login('admin@kampus.test')).token;
  for (const person of ['teacher', 'parent', 'student']) {
    tokens[person] = (await a.login(`${person}@kampus.test`)).token;
    const [user] = await json<{ id: number }[]>(
      await a.call(`/api/users.json?email=${person}@kampus.test`, { token: admin }),
    );
    ids[person] = user!.id;
  }
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

interface Event {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/** Opens a stream and collects its events as they arrive. */
const openStream = async (node: TestServer, token: string) => {
  const controller = new AbortController();
  const response = await node.call('/api/mails/stream', { token, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: Event[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data)
            events.push({ event, data: JSON.parse(data) as Record<string, unknown>, at: performance.now() });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (name: string, timeoutMs = 3000): Promise<Event> => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = events.find((event) => event.event === name);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found;
      }
      if (performance.now() > deadline) throw new Error(`no ${name} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { next, events, close: () => controller.abort() };
};

const sendMail = (node: TestServer, from: string, to: string, subject: string) =>
  node.call('/api/mails/send', {
    method: 'POST',
    token: tokens[from],
    json: { to: [ids[to]], subject, msgBody: 'x' },
  });

describe(postgres ? 'two nodes on one PostgreSQL' : 'one node (PGlite)', () => {
  it('a stream needs a token', async () => {
    expect((await b.call('/api/mails/stream')).status).toBe(401);
  });

  it("a mail sent through node A reaches the recipient's stream on node B at once, with the unread count", async () => {
    const parent = await openStream(b, tokens.parent!);
    const student = await openStream(b, tokens.student!);
    const ready = await parent.next('ready');
    const unreadBefore = Number(ready.data.unread);
    const samples: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const started = performance.now();
      const response = await sendMail(a, 'teacher', 'parent', `live ${round}`);
      expect(response.status).toBe(201);
      const { mail } = await json<{ mail: { id: number } }>(response);
      const event = await parent.next('mail', 1000);
      samples.push(event.at - started);
      expect(event.data.unread).toBe(unreadBefore + round + 1);
      expect(typeof event.data.id).toBe('number');
      expect(event.data.id).not.toBe(mail.id); // the parent's copy, not the sender's
    }
    // Nothing was pushed to someone the mail was not for.
    expect(student.events.filter((event) => event.event === 'mail')).toEqual([]);
    parent.close();
    student.close();
    samples.sort((x, y) => x - y);
    const median = samples[Math.floor(samples.length / 2)]!;
    const worst = samples.at(-1)!;
    console.info(
      `mail push latency (${postgres ? 'PostgreSQL, two nodes' : 'PGlite, one node'}), send request start to event: median ${median.toFixed(1)} ms, max ${worst.toFixed(1)} ms over ${samples.length}`,
    );
    expect(worst).toBeLessThan(1000);
  });

  it('a refused send pushes nothing', async () => {
    const teacher = await openStream(b, tokens.teacher!);
    await teacher.next('ready');
    expect((await sendMail(a, 'student', 'parent', 'nope')).status).toBe(422);
    expect((await sendMail(a, 'parent', 'teacher', 'yes')).status).toBe(201);
    const event = await teacher.next('mail', 1000);
    expect(event.data.id).toBeTypeOf('number');
    teacher.close();
  });
});
