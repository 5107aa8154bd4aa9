import { Worker } from 'node:worker_threads';
import type { SolveAnswer, SolveProgress } from './solve-timetable.ts';

/**
 * The solver's thread: the bundled `timetable-solve-worker.js` beside `dist/main.js` when the
 * server runs built; from source (tsx, vitest) its TypeScript beside this file, loaded through
 * tsx's loader registered in that thread first (a worker does not take `--import` from its
 * options on every Node.js version).
 */
const startWorker = (workerData: unknown): Worker => {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./timetable-solve-worker.js', import.meta.url), { workerData });
  const source = new URL('./solve-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData });
};

/**
 * Runs the solver in a worker thread so the server keeps answering while it computes. Resolves
 * with its answer; `onProgress` hears the best so far. An abort ends the thread at once and
 * rejects with the signal's reason.
 */
export const solveInThread = (
  request: { problem: unknown; timeLimitMs: number; seed: number },
  onProgress: (progress: SolveProgress) => void,
  signal: AbortSignal,
): Promise<SolveAnswer> =>
  new Promise<SolveAnswer>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const worker = startWorker(request);
    let settled = false;
    const abort = () => {
      settled = true;
      void worker.terminate();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal.addEventListener('abort', abort, { once: true });
    worker.on('message', (message: { progress?: SolveProgress; answer?: SolveAnswer }) => {
      if (message.progress) onProgress(message.progress);
      if (message.answer) {
        settled = true;
        signal.removeEventListener('abort', abort);
        resolve(message.answer);
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      reject(error);
    });
    worker.on('exit', (code) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      reject(new Error(`the solver's thread ended with code ${code} before answering`));
    });
  });
