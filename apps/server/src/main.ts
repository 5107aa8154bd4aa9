import { loadConfig } from './config.ts';
import { boot } from './boot.ts';
import { buildApp } from './http/app.ts';
import { gracefulShutdown } from './http/shutdown.ts';
import { hasAccounts } from './modules/demo/ensure-superadmin.operation.ts';

const started = performance.now();
const config = loadConfig();
const { services, database } = await boot(config);
const app = await buildApp(services);
// The signals are taken before the node listens: once /ready can answer, a SIGTERM must drain,
// not kill (the first SIGTERM used to arrive while the account check below was still awaited).
const shutdown = gracefulShutdown({
  app,
  database,
  lifecycle: services.lifecycle,
  drainSeconds: config.drainSeconds,
  shutdownSeconds: config.shutdownSeconds,
});
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Kampus ready on http://localhost:${config.port} (${database.driver}${config.demo ? ', demo data' : ''}) in ${Math.round(performance.now() - started)} ms`,
);

if (!(await hasAccounts(services.db))) {
  app.log.warn(
    'No account exists yet: set KAMPUS_SUPERADMIN_EMAIL and KAMPUS_SUPERADMIN_PASSWORD, or run npm run create-superadmin --workspace apps/server -- <email> <password>',
  );
}
