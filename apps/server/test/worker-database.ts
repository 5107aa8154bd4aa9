/**
 * Test files run two at a time (vitest.config.ts). On PGlite each file has its own embedded
 * database anyway; on PostgreSQL (TEST_DATABASE_URL) each worker gets a database of its own on
 * the same server, so two files never empty each other's schema: the first worker keeps the
 * named database, the others use `<name>_w<worker>`. Each is created here when missing, through
 * the server's maintenance database: a run stopped while a template was being copied into the
 * named database (test/support/boot-template.ts drops it first) leaves it missing, and every
 * later run would otherwise fail to connect at all.
 */
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL;
const worker = Number(process.env.VITEST_POOL_ID ?? '1');

if (base && !process.env.KAMPUS_TEST_DATABASE_BASE) {
  const url = new URL(base);
  const name =
    worker > 1 ? `${decodeURIComponent(url.pathname.slice(1))}_w${worker}` : decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  if (worker > 1) {
    url.pathname = `/${name}`;
    process.env.KAMPUS_TEST_DATABASE_BASE = base;
    process.env.TEST_DATABASE_URL = url.toString();
  }
}
