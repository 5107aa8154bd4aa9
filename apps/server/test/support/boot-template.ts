/**
 * Boot templates: a fresh installation costs about 10 s to boot (migrations, reference and demo
 * data), a restart of a booted one under 1 s. So within one test run the first server of a given
 * seeding boots into a template (a data directory and, on PostgreSQL, a database), and every later
 * server of that seeding starts from a copy of it: what it then runs is the restart of that
 * installation, the same boot code on the same data a fresh boot would leave.
 *
 * Templates live only for one run (`KAMPUS_TEST_TEMPLATES`, made and removed by
 * test/templates-global.ts), so a change to a migration or a seed is always booted afresh. Outside
 * such a run (a spec started by hand) or when the seeding writes outside the data directory (S3,
 * Google Drive) or the test names its own data directory or database, nothing is templated.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * Settings a boot's seeding does not read: servers that differ only in these share a template.
 * Two are read, and the copy keeps the template's: the demo's public form link is written with
 * the KAMPUS_PUBLIC_URL of the template's boot (no test started with an address of its own reads
 * it), and a boot without KAMPUS_SECRET stores a generated signing key that a server started with
 * one never reads. Each was a fresh boot of 16-22 s per test file, for a port or a key that differs.
 */
const RUNTIME_ONLY =
  /^(LOG_LEVEL|TRUST_PROXY|PORT|HOST|SAML_\w+|KAMPUS_(SECRET|PUBLIC_URL|JOBS|JOB_POLL_MS|LOGIN_MAX_FAILURES|LOGIN_WINDOW_MINUTES|MAILS_PER_IP_HOUR|FORM_SUBMISSIONS_PER_IP_HOUR|WEB_DIST|API_ADMIN_DIST|REQUEST_CACHE|METRICS_TOKEN|DRAIN_SECONDS|SHUTDOWN_SECONDS|OUTBOUND_ALLOW|MARKETING_URL|PRIVACY_URL|TERMS_URL)|SMS_GATEWAY_\w+|BBB_\w+|SSO_\w+|OPENCART_\w+|OIDC_\w+|SMTP_\w+|MAIL_\w+)$/;
/** Settings whose seeding writes outside the data directory or into a place the test chose. */
const UNTEMPLATED = /^(DATA_DIR|DATABASE_URL|DATABASE_READ_URL|S3_\w+|AWS_\w+|GOOGLE_\w+)$/;

export interface Template {
  /** The booted data directory to copy. */
  dir: string;
  /** On PostgreSQL, the booted database to copy. */
  database?: string;
}

const maintenanceUrl = (url: string): string => {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return maintenance.toString();
};

const databaseName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

const withMaintenance = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** Retries while the source database still has the connections of a pool that just ended. */
const copyDatabase = async (url: string, target: string, source: string): Promise<void> => {
  await withMaintenance(url, async (client) => {
    await client.query(`drop database if exists "${target}" with (force)`);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database "${target}" template "${source}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await sleep(100);
      }
    }
  });
};

/**
 * The template for a server started with `env`, booting it first if this run has none yet
 * (`bootInto` boots and closes an installation in a data directory and database); undefined
 * when this server cannot be templated.
 */
export const templateFor = async (
  env: Record<string, string>,
  databaseUrl: string | undefined,
  bootInto: (dataDir: string, databaseUrl: string | undefined) => Promise<void>,
): Promise<Template | undefined> => {
  const root = process.env.KAMPUS_TEST_TEMPLATES;
  if (!root || Object.keys(env).some((name) => UNTEMPLATED.test(name))) return undefined;
  const seeding = Object.entries(env)
    .filter(([name]) => !RUNTIME_ONLY.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const base = process.env.KAMPUS_TEST_DATABASE_BASE ?? databaseUrl;
  const key = createHash('sha256')
    .update(JSON.stringify({ seeding, base: base ? databaseName(base) : 'pglite' }))
    .digest('hex')
    .slice(0, 12);
  const dir = join(root, key);
  const database = base ? `${databaseName(base)}_tpl_${key}` : undefined;
  const ready = join(root, `${key}.ready`);
  const lock = join(root, `${key}.lock`);
  // One worker boots a template; the others wait for its mark (mkdir is atomic).
  for (let waited = 0; !existsSync(ready); waited += 1) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 3000) return undefined;
      await sleep(100);
      continue;
    }
    try {
      const booting = `${dir}.booting`;
      rmSync(booting, { recursive: true, force: true });
      mkdirSync(booting, { recursive: true });
      let templateUrl: string | undefined;
      if (base && database) {
        await withMaintenance(base, async (client) => {
          await client.query(`drop database if exists "${database}" with (force)`);
          await client.query(`create database "${database}"`);
        });
        const url = new URL(base);
        url.pathname = `/${database}`;
        templateUrl = url.toString();
      }
      await bootInto(booting, templateUrl);
      renameSync(booting, dir);
      mkdirSync(ready);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return database ? { dir, database } : { dir };
};

/** Makes `dataDir` (and the test's database) a copy of the template. */
export const copyTemplate = async (template: Template, dataDir: string, databaseUrl: string | undefined) => {
  cpSync(template.dir, dataDir, { recursive: true });
  if (databaseUrl && template.database) await copyDatabase(databaseUrl, databaseName(databaseUrl), template.database);
};

/** Drops the run's template databases (test/templates-global.ts, at the end of a run). */
export const dropTemplateDatabases = async (databaseUrl: string): Promise<void> => {
  await withMaintenance(databaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${databaseName(databaseUrl).replaceAll('_', '\\_')}\\_tpl\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
};
