import { loadConfig } from './config.ts';
import { boot } from './boot.ts';
import { buildApp } from './http/app.ts';

const started = performance.now();
const config = loadConfig();
const { services, database } = await boot(config);
const app = await buildApp(services);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Kampus ready on http://localhost:${config.port} (${database.driver}${config.demo ? ', demo data' : ''}) in ${Math.round(performance.now() - started)} ms`,
);

const shutdown = async () => {
  try {
    await app.close();
    await database.close();
  } catch (error) {
    // PGlite's WebAssembly runtime rejects its close with its exit status; stopping is the goal.
    app.log.debug({ error }, 'while stopping');
  }
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
