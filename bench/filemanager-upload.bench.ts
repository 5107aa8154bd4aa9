/**
 * npm run bench:filemanager --workspace bench
 * Times uploading 20 files of 5 MB into the file manager of a running server (BENCH_URL, default
 * http://127.0.0.1:8080, demo data): one after the other, and all at once as a drop of 20 files
 * onto the browser sends them. Each file is a PDF by its first bytes (the upload checks content).
 * Writes results/filemanager-upload.md and removes its folder afterwards.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const FILES = 20;
const SIZE = 5 * 1024 * 1024;

const signIn = async (): Promise<string> => {
  const response = await fetch(`${base}/en/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'school@kampus.test', pwd: 'Kampus!2026' }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

const token = await signIn();
const headers = { authorization: `Bearer ${token}` };
const body = Buffer.alloc(SIZE, 0x20);
body.write('%PDF-1.4\n', 0);

const call = async (path: string, init: RequestInit): Promise<void> => {
  const response = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
};

const upload = (folder: string, index: number) =>
  call(`/api/filemanager/files?path=${folder}/&name=file-${index}.pdf`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });

const run = async (label: string, parallel: boolean): Promise<number> => {
  const folder = `bench-${label}-${Date.now()}`;
  await call('/api/filemanager/folders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '', name: folder }),
  });
  const started = performance.now();
  if (parallel) await Promise.all(Array.from({ length: FILES }, (_, index) => upload(folder, index)));
  else for (let index = 0; index < FILES; index += 1) await upload(folder, index);
  const seconds = (performance.now() - started) / 1000;
  await call('/api/filemanager/delete', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [`${folder}/`] }),
  });
  return seconds;
};

const rows: string[] = [];
for (const [label, parallel] of [
  ['one-by-one', false],
  ['all-at-once', true],
] as const) {
  const seconds = await run(label, parallel);
  const line = `| ${label} | ${FILES} x 5 MB | ${seconds.toFixed(2)} s | ${((FILES * SIZE) / 1024 / 1024 / seconds).toFixed(1)} MB/s |`;
  console.log(line);
  rows.push(line);
}

const out = fileURLToPath(new URL('./results/filemanager-upload.md', import.meta.url));
writeFileSync(
  out,
  [
    '# File manager: uploading 20 files of 5 MB',
    '',
    `Server at ${base} (local store, \`DATA_DIR/files\`), ${cpus().length} cores shared with other work; ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| how | files | time | throughput |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);
