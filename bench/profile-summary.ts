/**
 * Where the time went in a V8 CPU profile (`node --cpu-prof`): self time per function and per
 * package, top first. `npm run profile-summary --workspace bench -- <file.cpuprofile> [top]`.
 * The bench writes the engine's profile with BENCH_PROFILE_DIR; commit this summary, not the profile.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, windowsFile] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top] [engine-windows.json]');
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
/** Time windows (µs, monotonic clock) to count; none given counts the whole profile. */
const windows = windowsFile ? (JSON.parse(readFileSync(windowsFile, 'utf8')) as [number, number][]) : undefined;
if (windows?.some(([from, to]) => from < profile.startTime || to > profile.endTime)) {
  throw new Error('a window lies outside the profile: not the same clock or not the same run');
}
const counted = (at: number): boolean => !windows || windows.some(([from, to]) => at >= from && at <= to);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** A short place: the package (or our own file under apps/, packages/), else node internals. */
const where = (url: string): string => {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (modules?.[1]) return `${modules[1]}/${(modules[2] ?? '').replace(/^(dist|lib)\//, '')}`;
  const own = /\/((?:apps|packages)\/.+)$/.exec(url);
  if (own?.[1]) return own[1];
  return url === '' ? '(native/V8)' : url.replace(/^node:/, 'node:');
};

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Native work (a socket write) is charged to no package: name the nearest caller that has a place. */
const NATIVE_CALLERS = new Set(['writev', 'writeUtf8String', 'writeBuffer']);
const nearestPackage = (id: number): string => {
  for (let current = parentOf.get(id); current !== undefined; current = parentOf.get(current)) {
    const url = byId.get(current)?.callFrame.url ?? '';
    if (url.includes('node_modules/') || /\/(apps|packages)\//.test(url)) return where(url);
  }
  return '(none)';
};
const nativeCallerMs = new Map<string, number>();

const selfMs = new Map<string, number>();
const packageMs = new Map<string, number>();
let totalMs = 0;
let at = profile.startTime;
for (const [index, id] of profile.samples.entries()) {
  const node = byId.get(id);
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  at += profile.timeDeltas[index] ?? 0;
  if (!node || !counted(at)) continue;
  totalMs += ms;
  const frame = node.callFrame;
  const place = where(frame.url);
  const name = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  selfMs.set(name, (selfMs.get(name) ?? 0) + ms);
  if (NATIVE_CALLERS.has(frame.functionName) && !frame.url) {
    const caller = `${frame.functionName} from ${nearestPackage(id)}`;
    nativeCallerMs.set(caller, (nativeCallerMs.get(caller) ?? 0) + ms);
  }
  const group =
    place.startsWith('apps/') || place.startsWith('packages/') ? place.split('/').slice(0, 2).join('/') : place;
  packageMs.set(group, (packageMs.get(group) ?? 0) + ms);
}

const table = (title: string, entries: Map<string, number>, limit: number): string =>
  [
    `| ${title} | self ms | % |`,
    '| --- | ---: | ---: |',
    ...[...entries.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, ms]) => `| \`${name}\` | ${Math.round(ms)} | ${((ms / totalMs) * 100).toFixed(1)} |`),
  ].join('\n');

const idle = selfMs.get('(idle) (native/V8)') ?? 0;
console.log(
  `Profile ${file.split('/').pop()}: ${Math.round(totalMs)} ms sampled${windows ? ` in ${windows.length} timed windows` : ''}, ` +
    `${((idle / totalMs) * 100).toFixed(1)}% idle.\n`,
);
console.log(table('package or place', packageMs, top));
console.log('');
console.log(table('function', selfMs, top));
console.log('');
console.log(table('socket write, by the package that asked for it', nativeCallerMs, top));
