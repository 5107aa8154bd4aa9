import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createMailer, type Mailer } from '../../integrations/mail/mailer.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import { deliverMail, takePendingHint } from '../../integrations/mail/mail-queue.ts';
import type { Services } from '../../core/services.ts';

/** How often queued mail is looked at anyway (failed sends due again, mail queued by another node). */
const POLL_MS = 15_000;
/** How often this process checks (in memory) whether it queued mail outside a request, e.g. in a job. */
const HINT_MS = 500;

export interface MailDelivery {
  mailer: Mailer;
  /** Sends what is queued and committed; errors are logged, never thrown to a request. */
  flush: () => Promise<void>;
}

/**
 * Delivers the durable mail queue: right after a request that queued mail has answered (its
 * transaction is committed by then), within half a second of a job of this process queuing mail,
 * when an account flow asks, and every 15 s.
 */
const installMailDelivery = (app: FastifyInstance, services: Services): MailDelivery => {
  const mailer = createMailer(services.config.accounts, services.config.dataDir, outboundFor(services.config).resolve);
  const db: Db = services.db;
  let running: Promise<void> | null = null;
  let again = false;
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deliverMail(db, mailer);
        } while (again);
      } catch (error) {
        app.log.error({ err: error }, 'mail delivery failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  app.addHook('onResponse', async () => {
    if (takePendingHint()) void flush();
  });
  const timer = setInterval(() => void flush(), POLL_MS);
  timer.unref();
  const hint = setInterval(() => {
    if (takePendingHint()) void flush();
  }, HINT_MS);
  hint.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(hint);
    await running;
  });
  return { mailer, flush };
};

/** Each app's delivery, by its services (tests run several apps in one process). */
const deliveries = new WeakMap<Services, MailDelivery>();

/** Installs the delivery once per app and keeps it for the account actions. */
export const installAccountMail = (app: FastifyInstance, services: Services): void => {
  deliveries.set(services, installMailDelivery(app, services));
};

/** The delivery the app installed at start-up. */
export const mailDeliveryOf = (services: Services): MailDelivery => {
  const delivery = deliveries.get(services);
  if (!delivery) throw new Error('mail delivery is not installed');
  return delivery;
};
