/**
 * npm run bench:reports --workspace bench
 * Issue 28, item 3: the reports of a big school. A fresh database, the built server (as `npm start`
 * runs it) with the demo group, then BENCH_STUDENTS students (default 100,000) in Demo High School
 * written by set-based SQL: each with a guardian, three payments spread over the last year and two
 * installments. Then, for BENCH_ROUNDS rounds (default 2), each case through the server as the
 * school's admin and, right after, raw `pg` running the equivalent SQL on the same data:
 *
 * - the daily cash of the year (`/en/stats/{school}/daily-cash/year`): 12 monthly sums;
 * - the cash report (`/api/finance/cash_report`): the season's sums by day and bank account;
 * - the Excel export of the students (`/api/students/export?format=xlsx`), read to its end.
 *
 * For the server: wall time and the peak resident memory of its process during the request (the
 * kernel's high-water mark, reset before each request through /proc/<pid>/clear_refs), beside its
 * memory before. For raw: the time of the statement, rows read into this process. Writes
 * results/reports-<N>.md. Owns BENCH_DATABASE_URL (dropped and created again).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { freshDatabase } from './lib/load-students.ts';
import { signIn, startBuiltServer, stop, waitReady } from './lib/servers.ts';

const students = Number(process.env.BENCH_STUDENTS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_e2_bench';
const port = Number(process.env.BENCH_PORT ?? 18080);
const base = `http://127.0.0.1:${port}`;

/** Resident memory of a process in MiB: now (`VmRSS`) or its peak since the last reset (`VmHWM`). */
const memory = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024);
};
/** Sets the peak (`VmHWM`) back to the memory now, so the next reading is this request's peak. */
const resetPeak = (pid: number): void => writeFileSync(`/proc/${pid}/clear_refs`, '5');

const dataDir = mkdtempSync(join(tmpdir(), 'kampus-bench-reports-'));
await freshDatabase(adminUrl, databaseUrl);
const engine = startBuiltServer({ port, dataDir, databaseUrl });
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await waitReady(base);
  const pid = engine.pid ?? 0;
  await client.connect();
  const accessToken = await signIn(base, 'school@kampus.test');
  const [school] = (await client.query<{ id: number }>(`select id from schools where title = 'Demo High School'`)).rows;
  const schoolId = school?.id ?? 0;
  const headers = { authorization: `Bearer ${accessToken}`, schoolId: String(schoolId) };
  const dashboard = await fetch(`${base}/en/stats/${schoolId}/finance`, { headers });
  const { today } = (await dashboard.json()) as { today: string };
  const [season] = (
    await client.query<{ id: number }>(
      `select id from seasons where school_id = $1 order by is_default desc, id limit 1`,
      [schoolId],
    )
  ).rows;
  const seasonId = season?.id ?? 0;
  const generated = performance.now();
  await client.query(`
    create temporary table bench_students as
      with made as (
        insert into students (school_id, name, last_name, student_number, is_active, enrollment_date)
        select ${schoolId}, 'Öğrenci ' || g, 'Soyad ' || lpad(((g * 7919) % ${students})::text, 6, '0'), 'B' || g, true,
          date '${today}' - (g % 365)
        from generate_series(1, ${students}) g
        returning id
      ) select id from made;
    insert into guardians (school_id, student_id, relation, name, last_name, phone, is_primary)
      select ${schoolId}, id, 'mother', 'Veli', 'Bench', '+90555' || lpad(id::text, 7, '0'), true from bench_students;
    insert into installments (school_id, season_id, student_id, installment_no, installment_date, amount, is_done_payment)
      select ${schoolId}, ${seasonId}, s.id, n, date '${today}' + (n * 30 - 45), 250.00, n = 1
      from bench_students s cross join generate_series(1, 2) n;
    insert into student_payments (school_id, season_id, student_id, payment_amount, payment_date, installments)
      select ${schoolId}, ${seasonId}, s.id, 100.00 + n, date '${today}' - ((s.id * 13 + n * 97) % 365), '[]'::jsonb
      from bench_students s cross join generate_series(1, 3) n;
  `);
  // A settled table, as a live one is after autovacuum (a statement of its own: no transaction).
  await client.query('vacuum analyze students, guardians, installments, student_payments');
  console.log(`${students} students generated in ${((performance.now() - generated) / 1000).toFixed(1)} s`);

  const yearFrom = `${new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12, 1)).toISOString().slice(0, 10)}`;
  const cases: { name: string; path: string; raw: { text: string; values: unknown[] } }[] = [
    {
      name: 'daily cash of the year',
      path: `/en/stats/${schoolId}/daily-cash/year`,
      raw: {
        text: `select left(payment_date::text, 7) as month, sum(payment_amount)::text as amount, count(*)::int as count
               from student_payments where school_id = $1 and season_id = $2 and payment_date between $3 and $4 group by 1`,
        values: [schoolId, seasonId, yearFrom, today],
      },
    },
    {
      name: 'cash report',
      path: '/api/finance/cash_report',
      raw: {
        text: `select payment_date, bank_id, sum(payment_amount)::text as total, count(*)::int as count
               from student_payments where school_id = $1 and season_id = $2
               group by payment_date, bank_id order by payment_date, min(id)`,
        values: [schoolId, seasonId],
      },
    },
    {
      name: 'Excel export of the students',
      path: '/api/students/export?format=xlsx',
      raw: {
        text: `select s.*, g.name as guardian_name, g.last_name as guardian_last_name, g.relation, g.phone, g.email
               from students s
               left join lateral (select * from guardians where student_id = s.id order by is_primary desc, id limit 1) g on true
               where s.school_id = $1 order by s.last_name collate kampus_tr, s.name collate kampus_tr, s.id`,
        values: [schoolId],
      },
    },
  ];

  interface Result {
    round: number;
    name: string;
    serverMs: number;
    rssBefore: number;
    rssPeak: number;
    bytes: number;
    rawMs: number;
    rawRows: number;
  }
  const results: Result[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const entry of cases) {
      const rssBefore = memory(pid, 'VmRSS');
      resetPeak(pid);
      const started = performance.now();
      const response = await fetch(`${base}${entry.path}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      const serverMs = Math.round(performance.now() - started);
      if (!response.ok) throw new Error(`${entry.path}: ${response.status} ${body.subarray(0, 300).toString()}`);
      const rssPeak = memory(pid, 'VmHWM');
      const rawStarted = performance.now();
      const raw = await client.query(entry.raw.text, entry.raw.values);
      const rawMs = Math.round(performance.now() - rawStarted);
      const result = {
        round,
        name: entry.name,
        serverMs,
        rssBefore,
        rssPeak,
        bytes: body.length,
        rawMs,
        rawRows: raw.rowCount ?? 0,
      };
      results.push(result);
      console.log(JSON.stringify(result));
    }
  }

  const gitCommit = execSync('git rev-parse --short HEAD').toString().trim();
  const pgVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  const table = [
    '| round | case | server ms | server RSS before → peak (MiB) | answer bytes | raw pg ms | raw rows | server / raw |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (row) =>
        `| ${row.round} | ${row.name} | ${row.serverMs} | ${row.rssBefore} → ${row.rssPeak} | ${row.bytes} | ${row.rawMs} | ${row.rawRows} | ${(row.serverMs / Math.max(row.rawMs, 1)).toFixed(1)} |`,
    ),
  ];
  const markdown = [
    `# Reports and exports at ${students.toLocaleString('en')} students`,
    '',
    `${new Date().toISOString()}, commit ${gitCommit}; ${cpus().length} cores (${cpus()[0]?.model ?? ''}), Node ${process.version}, PostgreSQL ${pgVersion ?? ''}. \`npm run bench:reports --workspace bench\` (bench/reports.bench.ts).`,
    '',
    ...table,
    '',
  ].join('\n');
  const file = fileURLToPath(new URL(`results/reports-${students}.md`, import.meta.url));
  writeFileSync(file, await format(markdown, { ...(await resolveConfig(file)), parser: 'markdown' }));
  console.log(markdown);
} finally {
  await client.end().catch(() => undefined);
  await stop(engine);
  rmSync(dataDir, { recursive: true, force: true });
}
