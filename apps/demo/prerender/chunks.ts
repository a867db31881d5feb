import path from 'node:path';
import type { Plugin } from 'vite';

/** A chunk of the first view: its name and the modules whose static imports it gathers. */
interface FirstViewChunk {
  name: string;
  roots: string[];
}

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/**
 * Groups what a page's first view runs into a few chunks: the app (everything `main.tsx` imports statically, and
 * whatever two page groups share), the mock backend, and one chunk per page group. Vite's automatic splitting makes
 * a chunk of every set of modules two dynamic imports share: about 60 small files for `/feed`, each one more request,
 * one more `<link rel="modulepreload">` and one more module to instantiate before the page can hydrate. Whatever is
 * loaded on demand (the editor, the cropper, the dialogs, the admin area) is left to the automatic splitting.
 *
 * The groups are computed from the module graph at the end of the build, so they follow the code: a module belongs
 * to a chunk when one of its roots reaches it through static imports (not through a package index's re-export of a
 * module loaded on demand). Chunks may then import each other both ways, so the output keeps the modules' own
 * execution order (`strictExecutionOrder`).
 */
export function firstViewChunks(root: string, chunks: FirstViewChunk[]): Plugin {
  const owner = new Map<string, string>();
  const resolveRoot = (file: string) => path.resolve(root, file);
  return {
    name: 'edu-demo-first-view-chunks',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              strictExecutionOrder: true,
              codeSplitting: {
                // Only the modules listed: a captured module's own imports stay with whichever chunk owns them.
                includeDependenciesRecursively: false,
                groups: [
                  {
                    debugName: 'first-view',
                    name: (id: string) => owner.get(id) ?? null,
                    test: (id: string) => owner.has(id),
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      // A module's static imports, except a module loaded on demand (a dialog, the editor) that a package's index
      // re-exports: the bundler drops an unused re-export, this walk would not.
      const reach = (start: string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          const barrel = /[\\/]index\.tsx?$/.test(id);
          for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
            if (!(barrel && graph.getModuleInfo(next)?.dynamicImporters.length)) stack.push(next);
          }
        }
        return seen;
      };
      const ids = new Set(graph.getModuleIds());
      const closures = chunks.map(({ name, roots }) => {
        const starts = roots.map(resolveRoot).filter((id) => ids.has(id));
        if (starts.length !== roots.length) throw new Error(`first-view chunk ${name}: a root is not in the build`);
        return { name, modules: reach(starts) };
      });
      owner.clear();
      // Bundler helpers (vite's preload helper, the runtime) stay where the bundler puts them: were they in the app
      // chunk, the entry script would import the whole app before the first paint.
      for (const closure of closures) for (const id of closure.modules) if (id.startsWith('\0')) closure.modules.delete(id);
      const [app, ...rest] = closures;
      for (const id of app!.modules) owner.set(id, app!.name);
      // What two later groups share goes to the app chunk: every first view loads it anyway.
      const count = new Map<string, number>();
      for (const { modules } of rest) for (const id of modules) count.set(id, (count.get(id) ?? 0) + 1);
      for (const [id, n] of count) if (n > 1 && !owner.has(id)) owner.set(id, app!.name);
      for (const { name, modules } of rest) for (const id of modules) if (!owner.has(id)) owner.set(id, name);
    },
  };
}
