/**
 * npm run bench:class-progress --workspace bench
 * Issue 31's class view of graduation progress at the size of a class: 40 students, each with 36
 * scored pieces of released work in 3 courses of 3 credits (made through the API as the demo school
 * administrator), a requirement of the school, which ranks its pupils; then GET /api/classes/{id}/graduation_progress and,
 * for scale, one student's GET /api/students/{id}/transcript, each BENCH_PROGRESS_ROUNDS times
 * (median and every figure). The server as the e2e specs run it (PGlite, or PostgreSQL with
 * KAMPUS_E2E_DATABASE_URL). Run it at two commits, one after the other, to compare them.
 */
import { randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { startServer } from '../e2e/support/server.ts';

const STUDENTS = 40;
const COURSES = 3;
const WORK_PER_COURSE = 12;
const rounds = Number(process.env.BENCH_PROGRESS_ROUNDS ?? 7);

type Rec = Record<string, unknown> & { id: number };

const server = await startServer();
try {
  const base = server.baseUrl;
  const login = await fetch(`${base}/en/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'school@kampus.test', pwd: 'Kampus!2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const call = async <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const idOf = (value: unknown) => Number(String(value).split('/').pop());
  const [nineA] = await call<Rec[]>('/api/classes.json?search=9-A');
  const [member] = await call<Rec[]>(`/api/class_students.json?classId=${nineA?.id}&itemsPerPage=1`);
  if (!nineA || !member) throw new Error('the demo’s 9-A and a term');
  const school = idOf(nineA.school);
  const season = idOf(nineA.season);
  const klass = await call<Rec>('/api/classes', { school, season, title: 'Bench progress 40' });
  const pupils: number[] = [];
  for (let i = 1; i <= STUDENTS; i += 1) {
    const student = await call<Rec>('/api/students', { school, name: `Pupil ${i}`, lastName: `Progress ${1000 + i}` });
    await call('/api/class_students', { school, classId: klass.id, student: student.id, term: idOf(member.term) });
    pupils.push(student.id);
  }
  for (let c = 1; c <= COURSES; c += 1) {
    const course = await call<Rec>('/api/courses', { school, season, title: `Bench course ${c}`, credit: 3 });
    const work: number[] = [];
    for (let k = 1; k <= WORK_PER_COURSE; k += 1)
      work.push(
        (
          await call<Rec>('/api/assignments', {
            school,
            class: klass.id,
            course: course.id,
            title: `Work ${c}.${k}`,
            kind: 'homework',
            maxPoints: '20',
            releasedAt: '2026-01-05T08:00',
          })
        ).id,
      );
    const cells = work.flatMap((assignment, k) =>
      pupils.map((student, i) => ({ assignment, student, scoreStatus: 'scored', points: String((i + k) % 21) })),
    );
    await call(`/api/classes/${klass.id}/gradebook/scores?course=${course.id}`, { cells }, 'PUT');
  }
  await call('/api/graduation_requirements', { school, title: 'Bench total', credits: 9 });
  // A school that ranks its pupils: a transcript then places the student among the classmates.
  const ranked = await fetch(`${base}/api/schools/${school}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify({ transcriptRank: true }),
  });
  if (!ranked.ok) throw new Error(`the school's ranks: ${ranked.status} ${await ranked.text()}`);

  const time = async (path: string): Promise<number[]> => {
    const figures: number[] = [];
    await call(path); // once before, so no figure is a first read
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      await call(path);
      figures.push(performance.now() - started);
    }
    return figures;
  };
  const progress = await time(`/api/classes/${klass.id}/graduation_progress`);
  const transcript = await time(`/api/students/${pupils[0]}/transcript`);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const list = (values: number[]) => values.map((n) => n.toFixed(0)).join(', ');
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  console.log(`# Class graduation progress (issue 31)

${new Date().toISOString()}, commit ${commit}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}, ${process.env.KAMPUS_E2E_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}.
A class of ${STUDENTS} students, ${COURSES} courses × ${WORK_PER_COURSE} released assignments, every cell scored (${STUDENTS * COURSES * WORK_PER_COURSE} scores).

| request | median | every figure (ms) |
| ------- | -----: | ----------------- |
| GET /api/classes/{id}/graduation_progress | ${median(progress).toFixed(0)} ms | ${list(progress)} |
| GET /api/students/{id}/transcript (one student) | ${median(transcript).toFixed(0)} ms | ${list(transcript)} |
`);
} finally {
  await server.stop();
}
