/**
 * Builds what `npm start` runs: `src/main.ts` and everything it imports into `dist/main.js`, plain
 * JavaScript for Node without a TypeScript loader. `@kampus/contract` (TypeScript sources, no build
 * of its own) is bundled in; every other package stays in node_modules, loaded as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { serverDir } from '../src/paths.ts';

const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const bundled = new Set(['@kampus/contract']);
const external = Object.keys(manifest.dependencies).filter((name) => !bundled.has(name));

/** `--outdir <folder under apps/server>`: another place than `dist/` (the e2e run's own copy). */
const outdirArgument = process.argv.indexOf('--outdir');
const outdir =
  outdirArgument > 0 ? join(serverDir, process.argv[outdirArgument + 1] ?? 'dist') : join(serverDir, 'dist');

const started = performance.now();
/** The server, and the timetable solver's worker thread (solve-in-thread.ts starts it beside main.js). */
const outputs: Record<string, string> = {
  'main.js': join(serverDir, 'src', 'main.ts'),
  'timetable-solve-worker.js': join(serverDir, 'src', 'modules', 'timetable', 'solve-worker.ts'),
};
for (const [outfile, entry] of Object.entries(outputs)) {
  await build({
    entryPoints: [entry],
    outfile: join(outdir, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Subpaths (`drizzle-orm/pg-core`, `@electric-sql/pglite/contrib/...`) stay external with their package.
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    logLevel: 'warning',
  });
}
console.log(
  `Built ${Object.keys(outputs).join(' and ')} in ${outdir} in ${Math.round(performance.now() - started)} ms.`,
);
