import type { Plugin } from 'vite';

/*
 * Fewer, larger chunks for what every page of a kind loads anyway (docs/web.md, "Chunks").
 *
 * Left to itself the bundler makes one chunk per set of importers: the signed-in layout came as
 * about ninety files, most under 2 kB, which a cold open fetches over HTTP/1.1's six connections
 * one round after another. Here the modules the layout needs at once (its static imports, all the
 * way down) become one chunk, and those the login page needs one other, so a cold signed-in page
 * loads the entry, the login's shared chunk, the shell and its own screen. Neither takes a module
 * of the entry (React, the router, i18next) nor of a lazily loaded screen that the layout does not
 * import: a screen still loads only its own code.
 */

interface Closure {
  /** The group's root modules, as paths relative to the web app's `src/`. */
  readonly roots: readonly string[];
  readonly name: string;
}

const ZOD = /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-config\.ts$/;

/** The public pages' shared code, then the signed-in shell's. Order matters: a module both use goes to the first. */
const KAMPUS: readonly Closure[] = [
  { name: 'public', roots: ['pages/LoginPage.tsx'] },
  { name: 'shell', roots: ['app/signed-in-routes.tsx', 'app/layout/AppLayout.tsx'] },
];

interface ModuleGraph {
  importedIds(id: string): readonly string[];
}

/** Every module `root` imports statically, itself included, stopping at the ones in `stop`. */
const staticClosure = (graph: ModuleGraph, root: string, stop: ReadonlySet<string>): Set<string> => {
  const seen = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...graph.importedIds(id));
  }
  return seen;
};

export interface ChunkGroupOptions {
  /** The app's entry module, relative to `src/`. */
  readonly entry: string;
  /** The groups, each taking its roots' static imports not taken by the entry or a group before it. */
  readonly closures: readonly Closure[];
}

export const chunkGroups = (
  { entry: entryModule, closures }: ChunkGroupOptions = { entry: 'main.tsx', closures: KAMPUS },
): Plugin => {
  /** The group each module goes to, filled once the module graph is known (`buildEnd`). */
  const groupOf = new Map<string, string>();
  return {
    name: 'kampus-chunk-groups',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The closures below are whole already: a captured module's dependencies are either
              // in the same group or in a chunk loaded before it (the entry, zod, the public code).
              includeDependenciesRecursively: false,
              groups: [
                // zod and src/zod-config.ts together, the config right after zod: a chunk that builds
                // a schema at load imports this one, so every parser is jitless before it exists
                // (the CSP has no unsafe-eval).
                { name: 'zod', test: ZOD, priority: 10 },
                ...closures.map((closure) => ({
                  name: closure.name,
                  test: (id: string) => groupOf.get(id) === closure.name,
                  priority: 5,
                })),
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph: ModuleGraph = { importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      const moduleAt = (path: string): string => {
        const id = ids.find((candidate) => candidate.endsWith(`/src/${path}`));
        if (id === undefined) throw new Error(`chunk-groups: src/${path} is not in the build`);
        return id;
      };
      const taken = staticClosure(graph, moduleAt(entryModule), new Set());
      for (const closure of closures) {
        for (const root of closure.roots) {
          for (const member of staticClosure(graph, moduleAt(root), taken)) {
            if (ZOD.test(member)) continue;
            groupOf.set(member, closure.name);
            taken.add(member);
          }
        }
      }
    },
  };
};
