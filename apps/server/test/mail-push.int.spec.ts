/**
 * Live mail delivery over Server-Sent Events (docs/mail.md). On PostgreSQL (TEST_DATABASE_URL)
 * two nodes share one database: the reader's stream is on node B and the mail is sent through
 * node A, so the push crosses nodes through LISTEN/NOTIFY. On PGlite both are the one node.
 * The delivery latency (send answered to event received, and request start to event) is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';
import { openStream } from './support/event-stream.ts';

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
