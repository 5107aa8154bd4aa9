/**
 * The data of the benchmark: N students in one school of a fresh Kampus database. The server
 * itself creates the schema and the demo group (KAMPUS_DEMO=1); the students then go straight
 * into `users` in batches of `unnest` arrays through pg, because 100,000 sign-ups through the API
 * would take a quarter of an hour or more (argon2 alone is ~10 ms each). Every student shares one
 * argon2id hash (the server's own parameters), so a login costs the same as a real one.
 */
import { hash } from '@node-rs/argon2';
import pg from 'pg';

/** The demo school the students join, and the password every bench student signs in with. */
const BENCH_SCHOOL_TITLE = 'Demo High School';
export const BENCH_PASSWORD = 'Bench!2026pass';
const STUDENT_TYPE = 8;
const BATCH = 10_000;

const firstNames = [
  'Ayşe',
  'Mehmet',
  'Zeynep',
  'Emre',
  'Elif',
  'Can',
  'Defne',
  'Mert',
  'Ece',
  'Kerem',
  'Lena',
  'Jonas',
];
const lastNames = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Aydın',
  'Öztürk',
  'Arslan',
  'Doğan',
  'Müller',
];

/** Drops and recreates the database (the bench owns it). */
export const freshDatabase = async (adminUrl: string, databaseUrl: string): Promise<void> => {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (name === 'test') throw new Error('the bench wipes its database: never point it at "test"');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
};

export const studentEmail = (i: number): string => `student-${i}@bench.kampus.test`;

export interface LoadedData {
  schoolId: number;
  studentIds: number[];
  loadMs: number;
}

/** Inserts `count` students into the bench school and analyzes the table; answers their ids. */
export const loadStudents = async (databaseUrl: string, count: number): Promise<LoadedData> => {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const school = await client.query<{ id: number }>('select id from schools where title = $1', [BENCH_SCHOOL_TITLE]);
    const schoolId = school.rows[0]?.id;
    if (schoolId === undefined) throw new Error(`no school "${BENCH_SCHOOL_TITLE}": did the demo seed run?`);
    const password = await hash(BENCH_PASSWORD, { algorithm: 2 });
    const studentIds: number[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const index = Array.from({ length: size }, (_, k) => start + k);
      const result = await client.query<{ id: number }>(
        `insert into users (name, last_name, email, user_type_id, school_id, password)
         select n, l, e, $4, $5, $6 from unnest($1::text[], $2::text[], $3::text[]) as t(n, l, e)
         returning id`,
        [
          index.map((i) => firstNames[i % firstNames.length]),
          // Spread over the alphabet, so a page ordered by last name is not one block of inserts.
          index.map((i) => `${lastNames[(i * 7) % lastNames.length]} ${String((i * 7919) % count).padStart(6, '0')}`),
          index.map(studentEmail),
          STUDENT_TYPE,
          schoolId,
          password,
        ],
      );
      studentIds.push(...result.rows.map((row) => row.id));
    }
    // A settled table, as a live one is after autovacuum: statistics and the visibility map (which
    // lets a count read an index alone) would otherwise depend on when autovacuum happened to run.
    await client.query('vacuum (analyze) users');
    return { schoolId, studentIds, loadMs: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
};
