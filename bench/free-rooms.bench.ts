/**
 * npm run bench:free-rooms --workspace bench
 * Issue 32, part 5: the free rooms (`GET /api/rooms/free`) of a school in a big school group. A
 * fresh database and the built server (as `npm start` runs it) with the demo group, then
 * BENCH_ROOM_SCHOOLS schools (default 20; Demo High School the first) of 25 rooms each (20
 * classrooms, 2 labs, 2 art rooms, a gym), every room taught in 4 of 5 of the eight periods of every
 * weekday of the season, and a booking in one free period in ten, written by set-based SQL.
 *
 * For BENCH_ROUNDS rounds (default 2) and three cases (all rooms; labs; rooms of 30 seats and
 * more), each request with a new day and period (no repeated address), the server as the school's
 * admin and, right after, raw `pg` running the operation's statements (the school's rooms, then
 * the lessons and bookings of those rooms that day overlapping the span) on the same data. Each
 * round runs first without, then with the migration's indexes by room and day
 * (`schedules_room_scheduleDate_idx`, `room_bookings_room_bookingDate_idx`), dropped and made
 * again in the same run. Writes results/free-rooms.md. Owns BENCH_DATABASE_URL (dropped and made
 * again).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { freshDatabase } from './lib/load-students.ts';
import { signIn, startBuiltServer, stop, waitReady } from './lib/servers.ts';

const schoolCount = Number(process.env.BENCH_ROOM_SCHOOLS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const perCase = Number(process.env.BENCH_ROOM_REQUESTS ?? 20);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kampus_rooms_bench';
const port = Number(process.env.BENCH_PORT ?? 18081);
const base = `http://127.0.0.1:${port}`;

/** The periods of a day: 40 minutes from 08:30, ten minutes between. */
const PERIODS = Array.from({ length: 8 }, (_, index) => {
  const start = 8 * 60 + 30 + index * 50;
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { from: time(start), until: time(start + 40) };
});

const INDEXES = [
  { name: 'schedules_room_scheduleDate_idx', on: 'schedules ("room_id", "schedule_date")' },
  { name: 'room_bookings_room_bookingDate_idx', on: 'room_bookings ("room_id", "booking_date")' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'kampus-bench-rooms-'));
await freshDatabase(adminUrl, databaseUrl);
const engine = startBuiltServer({ port, dataDir, databaseUrl });
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await waitReady(base);
  await client.connect();
  const accessToken = await signIn(base, 'school@kampus.test');
  const one = async <T>(text: string, values: unknown[] = []): Promise<T> => {
    const row = (await client.query(text, values)).rows[0] as T | undefined;
    if (row === undefined) throw new Error(`no row: ${text}`);
    return row;
  };
  const high = await one<{ id: number }>(`select id from schools where title = 'Demo High School'`);
  const season = await one<{ id: number; start: string; end: string }>(
    `select id, start_date::text as start, end_date::text as "end" from seasons where school_id = $1 and is_default`,
    [high.id],
  );
  const teacher = await one<{ id: number }>(`select id from users where email = 'teacher@kampus.test'`);
  const klass = await one<{ id: number }>(`select id from classes where school_id = $1 order by id limit 1`, [high.id]);
  const headers = { authorization: `Bearer ${accessToken}`, schoolId: String(high.id), seasonId: String(season.id) };

  const generated = performance.now();
  await client.query(`
    insert into schools (title) select 'Oda Okulu ' || g from generate_series(1, ${schoolCount - 1}) g;
    create temporary table bench_schools as
      select ${high.id} as id, 0::bigint as n
      union all
      select id, row_number() over (order by id) as n from schools where title like 'Oda Okulu %';
    insert into rooms (school_id, name, kind, capacity)
      select s.id, 'Oda ' || s.n || '-' || lpad(r::text, 2, '0'),
        case when r <= 20 then 'classroom' when r <= 22 then 'lab' when r <= 24 then 'art' else 'gym' end,
        case when r <= 20 then 24 + (r % 4) * 4 else 30 end
      from bench_schools s cross join generate_series(1, 25) r;
    create temporary table bench_rooms as
      select id, school_id from rooms where name like 'Oda %' and school_id in (select id from bench_schools);
    create temporary table bench_slots as
      select d::date as day, p, (time '08:30' + (p - 1) * interval '50 minutes') as enter
      from generate_series(date '${season.start}', date '${season.end}', interval '1 day') d
      cross join generate_series(1, 8) p
      where extract(isodow from d) <= 5;
    insert into schedules (school_id, season_id, teacher_id, class_id, schedule_date, enter_time, exit_time, room_id)
      select r.school_id, ${season.id}, ${teacher.id}, ${klass.id}, t.day, t.enter, t.enter + interval '40 minutes', r.id
      from bench_rooms r cross join bench_slots t
      where (r.id + t.p + extract(doy from t.day)::int) % 5 <> 0;
    insert into room_bookings (school_id, room_id, booking_date, start_time, end_time, booking_purpose)
      select r.school_id, r.id, t.day, t.enter, t.enter + interval '40 minutes', 'Kulüp ' || t.p
      from bench_rooms r cross join bench_slots t
      where (r.id + t.p + extract(doy from t.day)::int) % 5 = 0 and (r.id + t.p) % 10 = 0;
  `);
  await client.query('vacuum analyze rooms, schedules, room_bookings');
  const counts = await one<{ lessons: string; bookings: string; rooms: string }>(
    `select (select count(*) from schedules) as lessons, (select count(*) from room_bookings) as bookings,
       (select count(*) from rooms) as rooms`,
  );
  console.log(
    `${schoolCount} schools, ${counts.rooms} rooms, ${counts.lessons} lessons, ${counts.bookings} bookings in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
  );
  const days = (
    await client.query<{ day: string }>(`select distinct day::text as day from bench_slots order by 1`)
  ).rows.map((row) => row.day);

  const cases = [
    { name: 'all rooms', query: '', kind: null as string | null, capacity: null as number | null },
    { name: 'labs', query: '&kind=lab', kind: 'lab', capacity: null },
    { name: '30 seats and more', query: '&capacity=30', kind: null, capacity: 30 },
  ];
  /** The operation's statements, as raw SQL: the school's rooms, then what holds them in the span. */
  const raw = async (entry: (typeof cases)[number], day: string, from: string, until: string) => {
    const found = await client.query<{ id: number }>(
      `select id, name, kind, capacity from rooms where school_id = $1
         and ($2::text is null or kind = $2) and ($3::int is null or capacity >= $3) order by name, id`,
      [high.id, entry.kind, entry.capacity],
    );
    const ids = found.rows.map((row) => row.id);
    const [lessons, bookings] = await Promise.all([
      client.query(
        `select s.*, c.title as class_title from schedules s left join classes c on c.id = s.class_id
         where s.room_id = any($1::int[]) and s.schedule_date = $2 and s.enter_time < $4 and s.exit_time > $3
         order by s.enter_time, s.id`,
        [ids, day, from, until],
      ),
      client.query(
        `select * from room_bookings where room_id = any($1::int[]) and booking_date = $2
           and start_time < $4 and end_time > $3 order by start_time, id`,
        [ids, day, from, until],
      ),
    ]);
    return ids.length + lessons.rows.length + bookings.rows.length;
  };

  interface Result {
    round: number;
    indexed: boolean;
    name: string;
    serverMs: number[];
    rawMs: number[];
    free: number;
    taken: number;
  }
  const results: Result[] = [];
  let request = 0;
  for (let round = 1; round <= rounds; round++) {
    for (const indexed of [false, true]) {
      for (const index of INDEXES)
        await client.query(
          indexed
            ? `create index if not exists "${index.name}" on ${index.on}`
            : `drop index if exists "${index.name}"`,
        );
      await client.query('analyze schedules, room_bookings');
      for (const entry of cases) {
        const result: Result = { round, indexed, name: entry.name, serverMs: [], rawMs: [], free: 0, taken: 0 };
        for (let i = 0; i < perCase; i++) {
          // A new day and period each request: no address is asked twice in the run.
          request += 1;
          const day = days[(request * 37) % days.length] ?? days[0] ?? season.start;
          const period = PERIODS[request % PERIODS.length] ?? PERIODS[0]!;
          const started = performance.now();
          const response = await fetch(
            `${base}/api/rooms/free?date=${day}&from=${period.from}&until=${period.until}${entry.query}`,
            { headers },
          );
          const body = (await response.json()) as { free: unknown[]; taken: unknown[] };
          result.serverMs.push(performance.now() - started);
          if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
          result.free += body.free.length;
          result.taken += body.taken.length;
          const rawStarted = performance.now();
          await raw(entry, day, period.from, period.until);
          result.rawMs.push(performance.now() - rawStarted);
        }
        results.push(result);
      }
    }
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const lines = [
    '# Free rooms in a big school group',
    '',
    `${new Date().toISOString()}; ${cpus().length} cores, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; PostgreSQL, the built server.`,
    '',
    `${schoolCount} schools, ${Number(counts.rooms).toLocaleString('en')} rooms, ${Number(counts.lessons).toLocaleString('en')} lessons and ${Number(counts.bookings).toLocaleString('en')} bookings in the season; Demo High School's 25 generated rooms (and the demo's own) asked for, ${perCase} requests a case and round, each with a new day and period. Medians in ms; "ratio" is raw over the server.`,
    '',
    '| round | indexes by room and day | case | server | raw pg | ratio | free / taken per request |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.round} | ${r.indexed ? 'yes' : 'no'} | ${r.name} | ${median(r.serverMs).toFixed(1)} | ${median(r.rawMs).toFixed(1)} | ${(median(r.rawMs) / median(r.serverMs)).toFixed(2)} | ${(r.free / perCase).toFixed(1)} / ${(r.taken / perCase).toFixed(1)} |`,
    ),
    '',
  ];
  const out = fileURLToPath(new URL('./results/free-rooms.md', import.meta.url));
  writeFileSync(out, await format(lines.join('\n'), { ...(await resolveConfig(out)), filepath: out }));
  console.log(lines.join('\n'));
} finally {
  await client.end().catch(() => undefined);
  await stop(engine);
  rmSync(dataDir, { recursive: true, force: true });
}
