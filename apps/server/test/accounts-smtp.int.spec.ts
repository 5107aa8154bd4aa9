import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type TestServer } from './harness.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/* A real SMTP server in the test: Kampus, given SMTP_URL, must hand it the message. */
let smtp: SMTPServer;
let server: TestServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Kampus Test <kampus@school.example>',
    KAMPUS_PUBLIC_URL: 'https://kampus.school.example',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const waitFor = async (to: string): Promise<Received> => {
  for (let tries = 0; tries < 100; tries++) {
    // Reset links are made by a job: turn the worker as a server node would.
    await server.runJobs();
    const found = received.find((message) => message.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing received for ${to}`);
};

/** The decoded body of a (possibly quoted-printable, multipart) message. */
const decoded = (data: string): string =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail through SMTP', () => {
  it('sends the reset link to the SMTP server with the configured sender', async () => {
    const response = await server.call('/en/reset-password', {
      method: 'POST',
      json: { email: 'teacher@kampus.test' },
    });
    expect(response.status).toBe(200);
    const message = await waitFor('teacher@kampus.test');
    expect(message.from).toBe('kampus@school.example');
    expect(message.data).toMatch(/^Subject: Reset your Kampus password\r?$/m);
    expect(message.data).toMatch(/^From: Kampus Test <kampus@school\.example>\r?$/m);
    expect(decoded(message.data)).toMatch(/https:\/\/kampus\.school\.example\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });

  it('sends the verification code, and the outbox screen says mail goes through SMTP', async () => {
    const response = await server.call('/en/register-emails', {
      method: 'POST',
      json: { emailAddress: 'smtp.person@example.org', locale: 'en' },
    });
    expect(response.status).toBe(201);
    const message = await waitFor('smtp.person@example.org');
    expect(message.data).toMatch(/^Subject: Your Kampus verification code\r?$/m);
    expect(decoded(message.data)).toMatch(/Your verification code is \d{6}\./);
    const { token } = await server.login('admin@kampus.test');
    const outbox = await json<{ transport: string; messages: unknown[] }>(await server.call('/en/outbox', { token }));
    expect(outbox).toEqual({ transport: 'smtp', messages: [] });
  });
});
