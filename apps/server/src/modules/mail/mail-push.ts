import { sql } from 'drizzle-orm';
import type { Services } from '../../core/services.ts';
import type { Db } from '../../db/database.ts';

/** The channel a committed delivery is announced on: every node listens (PGlite: in process). */
const MAIL_CHANNEL = 'kampus_mail';

/**
 * Announces a new copy to its owner, in the caller's transaction: PostgreSQL sends a NOTIFY only
 * when that transaction commits, so no node pushes a mail that was rolled back.
 */
export const announceMail = async (tx: Db, userId: number, mailId: number): Promise<void> => {
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${`${userId}:${mailId}`})`);
};

/** What a push announces: a new mail copy, a new notification (the bell), or a class's gradebook changed. */
type PushKind = 'mail' | 'notification' | 'gradebook';
export type MailListener = (id: number, kind: PushKind) => void;

/** The open event streams of one node, by user: a notification reaches only its owner's streams. */
export class MailHub {
  private readonly listeners = new Map<number, Set<MailListener>>();
  private readonly streams = new Set<() => void>();

  /** An open stream's way to end it: the node ends every stream before it stops. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  endAll(): void {
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }

  subscribe(userId: number, listener: MailListener): () => void {
    const set = this.listeners.get(userId) ?? new Set<MailListener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** A NOTIFY payload `<userId>:<mailId>`, `<userId>:notification:<id>` or `<userId>:gradebook:<classId>`; anything else is ignored. */
  deliver(payload: string): void {
    const match = /^(\d+):(?:(notification|gradebook):)?(\d+)$/.exec(payload);
    if (!match) return;
    const kind: PushKind = match[2] === 'notification' || match[2] === 'gradebook' ? match[2] : 'mail';
    for (const listener of this.listeners.get(Number(match[1])) ?? []) listener(Number(match[3]), kind);
  }

  get size(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

/** Announces a new notification to its reader at commit, on the same channel as mail. */
export const announceNotification = async (tx: Db, userId: number, id: number): Promise<void> => {
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${`${userId}:notification:${id}`})`);
};

/**
 * Tells a teacher's open pages that a class's gradebook changed (another teacher's save), at
 * commit, so their grid reads it again (docs/gradebook.md, "Saving").
 */
export const announceGradebook = async (tx: Db, userId: number, classId: number): Promise<void> => {
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, ${`${userId}:gradebook:${classId}`})`);
};

/** One hub per running app (a test may run two nodes in one process). */
const hubs = new WeakMap<Services, MailHub>();

export const mailHub = (services: Services): MailHub => {
  let hub = hubs.get(services);
  if (!hub) {
    hub = new MailHub();
    hubs.set(services, hub);
  }
  return hub;
};

/** Start-up: this node follows the mail channel, so its streams hear mail sent through any node. */
export const followMail = async (services: Services): Promise<void> => {
  const hub = mailHub(services);
  await services.listen(MAIL_CHANNEL, {
    changed: (payload) => hub.deliver(payload),
    listening: () => undefined,
    // A lost connection is reopened by the feed; clients also poll (docs/mail.md), so nothing is lost for good.
    lost: () => undefined,
  });
};
