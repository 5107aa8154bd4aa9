import type { TestServer } from './harness.ts';

export interface ReadMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
}

/** The outbox's messages, newest first, as the superadmin's in-app outbox lists them. */
const outboxList = async (server: TestServer, adminToken: string): Promise<{ id: string; to: string }[]> => {
  const list = await server.call('/en/outbox', { token: adminToken });
  if (list.status !== 200) throw new Error(`outbox: ${list.status}`);
  return ((await list.json()) as { messages: { id: string; to: string }[] }).messages;
};

/**
 * The newest mail to an address, read the way a superadmin reads it: through the in-app outbox.
 * Mail is delivered right after the request that queued it has answered (or after the job that
 * queued it has run), so this waits a little.
 */
export const latestMailTo = async (
  server: TestServer,
  adminToken: string,
  to: string,
  after?: string,
): Promise<ReadMail> => {
  // By the clock, not by tries: under load a try (a job turn, the outbox read) takes longer, and
  // fifty of them once ran out before the mail was written (CI on a busy machine).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // Some mail is made by a job (reset links): turn the worker as a server node would.
    await server.runJobs();
    const found = (await outboxList(server, adminToken)).find(
      (message) => message.to === to && (after === undefined || message.id > after),
    );
    if (found) {
      const message = await server.call(`/en/outbox/${found.id}`, { token: adminToken });
      return (await message.json()) as ReadMail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
};

/**
 * The ids of the mail delivered to an address, oldest first, as the superadmin's outbox lists them,
 * once nothing to that address is left in the queue: a mail an earlier step queued and that is still
 * on its way would otherwise land after this count and be taken for the next step's (a CI run on a
 * busy machine counted one mail too many so).
 */
export const outboxIdsTo = async (server: TestServer, adminToken: string, to: string): Promise<string[]> => {
  const deadline = Date.now() + 30_000;
  const queued = async () =>
    (await server.sql(`select id from mail_queue where recipient = '${to.replaceAll("'", "''")}'`)).length;
  while ((await queued()) > 0) {
    if (Date.now() > deadline) throw new Error(`mail to ${to} still queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await outboxList(server, adminToken))
    .filter((message) => message.to === to)
    .map((message) => message.id)
    .sort();
};

export const linkSecret = (text: string): string => {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
};
