/**
 * The solver's thread: `solveTimetable` is minutes of synchronous computing, which on the server's
 * own thread would stop every request for as long. Started by `solveInThread` with the problem and
 * the options as `workerData`; posts `{ progress }` as the best so far improves and `{ answer }` at
 * the end. Built to `dist/timetable-solve-worker.js` beside `dist/main.js` (scripts/build.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { solveTimetable } from './solve-timetable.ts';

interface SolveRequest {
  problem: unknown;
  timeLimitMs: number;
  seed: number;
}

const request = workerData as SolveRequest;
const answer = solveTimetable(request.problem, {
  timeLimitMs: request.timeLimitMs,
  seed: request.seed,
  onProgress: (progress) => parentPort?.postMessage({ progress }),
});
parentPort?.postMessage({ answer });
