/**
 * npm run bench:backup --workspace bench
 * Times `npm run backup` and `npm run restore` (the commands an operator runs, as child processes)
 * on the demo data and on the demo data plus BENCH_STUDENTS students (default 100,000), through
 * pg_dump and through the logical dump, and writes results/backup-<N>.md. Owns BENCH_DATABASE_URL:
 * it is dropped and recreated.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshDatabase, loadStudents } from './lib/load-students.ts';
import { startNode, stop, waitReady } from './lib/servers.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_bench';
const adminUrl = process.env.BENCH_ADMIN_URL ?? databaseUrl.replace(/\/[^/]+$/, '/postgres');
const students = Number(process.env.BENCH_STUDENTS ?? 100_000);
const scratch = mkdtempSync(join(tmpdir(), 'kampus-backup-bench-'));
const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: join(scratch, 'data') };

const timed = (args: string[]): number => {
  const started = performance.now();
  execFileSync('npm', ['run', '--silent', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return (performance.now() - started) / 1000;
};

const wipe = async () => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema public cascade; create schema public;');
  await client.end();
};

const rows: string[] = [];
const measure = async (label: string) => {
  for (const logical of [false, true]) {
    const archive = join(scratch, `${label}-${logical ? 'logical' : 'pg_dump'}.tar.gz`);
    const backupSeconds = timed(['backup', '--', '--to', archive, ...(logical ? ['--logical'] : [])]);
    const bytes = statSync(archive).size;
    await wipe();
    const restoreSeconds = timed(['restore', '--', '--from', archive]);
    const line = `| ${label} | ${logical ? 'logical' : 'pg_dump'} | ${backupSeconds.toFixed(1)} | ${(bytes / 1e6).toFixed(2)} | ${restoreSeconds.toFixed(1)} |`;
    console.log(line);
    rows.push(line);
  }
};

await freshDatabase(adminUrl, databaseUrl);
const port = 18_000 + Math.floor(Math.random() * 1000);
const server = startNode(join(root, 'apps/server/src/main.ts'), { ...env, PORT: String(port), KAMPUS_JOBS: '0' });
await waitReady(`http://127.0.0.1:${port}`);
await stop(server);
await measure('demo');
const loaded = await loadStudents(databaseUrl, students);
await measure(`demo + ${students.toLocaleString('en')} students`);

const report = `# Backup and restore times (${new Date().toISOString().slice(0, 10)})

\`npm run backup\` and \`npm run restore\` as an operator runs them (each a fresh process, tsx
start-up included), PostgreSQL ${execFileSync('pg_dump', ['--version']).toString().trim()},
${cpus().length} cores (${cpus()[0]?.model ?? ''}), shared with other work. Students loaded in
${(loaded.loadMs / 1000).toFixed(1)} s. Restore is into a wiped database and includes the check
of every entry's checksum and the row counts against the manifest.

| data | database dump | backup s | archive MB | restore s |
| ---- | ------------- | -------- | ---------- | --------- |
${rows.join('\n')}
`;
writeFileSync(join(here, 'results', `backup-${students}.md`), report);
rmSync(scratch, { recursive: true, force: true });
console.log(report);
