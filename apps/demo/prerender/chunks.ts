import path from 'node:path';
import { parseSync, type Plugin } from 'vite';

/** A chunk of the first view: its name and the modules whose static imports it gathers. */
interface FirstViewChunk {
  name: string;
  roots: string[];
}

interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  exports: readonly string[];
  inputFormat?: string;
}

type BuildContext = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): ModuleInfo | null;
  resolve(source: string, importer: string): Promise<{ id: string; external?: boolean | string } | null>;
};

/** V8's magic comment that compiles every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every export of a module, as a requested name. */
const ALL = '*';

/** What a module's code imports, and what it re-exports from where: the edges a walk may follow. */
interface ModuleLinks {
  /** Imports the module's own code runs with: followed whenever the module is reached. */
  imports: { id: string; names: string[] }[];
  /** `export { a as b } from` (b -> a), `export * as b from` (b -> ALL), `export * from` (ALL -> ALL). */
  reexports: { id: string; exported: string; imported: string }[];
}

/**
 * The links of each module, from its transformed code. A module the parser cannot split into imports and
 * re-exports (CommonJS, or an import it cannot place) is linked to all of its imports in full.
 */
async function linksOf(context: BuildContext, ids: Set<string>): Promise<Map<string, ModuleLinks>> {
  const links = new Map<string, ModuleLinks>();
  await Promise.all(
    [...ids].map(async (id) => {
      const info = context.getModuleInfo(id);
      const whole = (): ModuleLinks => ({ imports: (info?.importedIds ?? []).map((next) => ({ id: next, names: [ALL] })), reexports: [] });
      if (!info?.code || info.inputFormat === 'cjs' || !/\.[cm]?[jt]sx?$/.test(id)) {
        links.set(id, whole());
        return;
      }
      const { module, errors } = parseSync(id, info.code);
      if (errors.length || !module.hasModuleSyntax) {
        links.set(id, whole());
        return;
      }
      const resolved = new Map<string, string | null>();
      const resolve = async (source: string) => {
        if (!resolved.has(source)) {
          const found = await context.resolve(source, id);
          resolved.set(source, found && !found.external ? found.id : null);
        }
        return resolved.get(source) ?? null;
      };
      const own: ModuleLinks = { imports: [], reexports: [] };
      for (const statement of module.staticImports) {
        const target = await resolve(statement.moduleRequest.value);
        if (!target) continue;
        const names = statement.entries
          .filter((entry) => !entry.isType)
          .map((entry) => (entry.importName.kind === 'Name' ? entry.importName.name! : entry.importName.kind === 'Default' ? 'default' : ALL));
        // A bare `import './x'` runs x, and asks nothing of it.
        if (names.length || !statement.entries.length) own.imports.push({ id: target, names });
      }
      for (const statement of module.staticExports) {
        for (const entry of statement.entries) {
          if (!entry.moduleRequest || entry.isType) continue;
          const target = await resolve(entry.moduleRequest.value);
          if (!target) continue;
          const exported = entry.exportName.kind === 'Name' ? entry.exportName.name! : entry.exportName.kind === 'Default' ? 'default' : ALL;
          // `export { default as b } from` names 'default'; every other kind (`*`) re-exports the whole module.
          const imported = entry.importName.kind === 'Name' ? entry.importName.name! : ALL;
          own.reexports.push({ id: target, exported, imported });
        }
      }
      // An import the parser did not see (one a plugin added): followed in full, to be safe.
      const seen = new Set([...own.imports, ...own.reexports].map((link) => link.id));
      for (const next of info.importedIds) if (!seen.has(next)) own.imports.push({ id: next, names: [ALL] });
      links.set(id, own);
    }),
  );
  return links;
}

/**
 * The modules a set of roots runs: each module's imports, and of a module's re-exports only those that provide a
 * name some importer asks for. `import { EduProvider } from '@edupassport/ui'` reaches EduProvider and what it
 * imports, not the rest of the package index (the bundler leaves unused re-exports out, so should the grouping).
 */
function reach(roots: string[], links: Map<string, ModuleLinks>, exportsOf: (id: string) => readonly string[]): Set<string> {
  const reached = new Set<string>();
  const asked = new Map<string, Set<string>>();
  // A root is loaded by a dynamic import, whose module object holds every export.
  const queue: [string, string | null][] = roots.map((id) => [id, ALL]);
  const ask = (id: string, name: string | null) => queue.push([id, name]);
  while (queue.length) {
    const [id, name] = queue.pop()!;
    const own = links.get(id);
    if (!reached.has(id)) {
      reached.add(id);
      for (const link of own?.imports ?? []) {
        ask(link.id, null);
        for (const imported of link.names) ask(link.id, imported);
      }
    }
    if (name === null || !own) continue;
    const names = asked.get(id) ?? new Set<string>();
    asked.set(id, names);
    if (names.has(name) || names.has(ALL)) continue;
    names.add(name);
    for (const link of own.reexports) {
      if (name === ALL) ask(link.id, link.imported);
      else if (link.exported === name) ask(link.id, link.imported);
      // `export * from './x'` gives a name x exports (and the module does not export itself).
      else if (link.exported === ALL && name !== 'default' && exportsOf(link.id).includes(name)) ask(link.id, name);
    }
  }
  return reached;
}

/**
 * Groups what a page's first view runs into a few chunks, so each route downloads and evaluates only code it runs:
 * the app (what `main.tsx` and `App.tsx` run), and for every other module the set of the listed groups (the mock
 * backend, the page groups) whose first view runs it: a chunk per group for what only that group runs
 * (`feed`), a chunk per combination for what several share (`feed+profiles`). Vite's automatic splitting makes a
 * chunk of every set of modules two dynamic imports share: about 60 small files for `/feed`, each one more request,
 * one more `<link rel="modulepreload">` and one more module to instantiate before the page can hydrate. Whatever is
 * loaded on demand (the editor, the cropper, the dialogs, the admin area) is left to the automatic splitting.
 *
 * The groups are computed from the module graph at the end of the build, so they follow the code: a module belongs
 * to a chunk when one of its roots runs it through static imports, following of a package index only the exports
 * asked for (see `reach`). Chunks may then import each other both ways, so the output keeps the modules' own
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
    // V8's explicit compile hint (Chrome 136 on; other engines read a comment): every function of a first-view chunk
    // is compiled as the chunk downloads, on a background thread. Without it, each function compiles on the main
    // thread when first called, inside the tasks that evaluate the app and hydrate the page: on /feed the main thread's
    // compiling went from 234 to 46 ms. The on-demand chunks keep V8's lazy compiling.
    // Last: the comment only counts on the file's first line, where vite's preload list goes too.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The bundler names a chunk of several groups with '_' for the '+' of its group name.
        const firstView = new Set([...owner.values()].map((name) => name.replaceAll('+', '_')));
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !firstView.has(output.name.replaceAll('+', '_'))) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          // One more line at the top: the map's generated lines move down by one (the map file is written already).
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
    async buildEnd() {
      const context = this as unknown as BuildContext;
      const ids = new Set(context.getModuleIds());
      const links = await linksOf(context, ids);
      const exportsOf = (id: string) => context.getModuleInfo(id)?.exports ?? [];
      const closures = chunks.map(({ name, roots }) => {
        const starts = roots.map(resolveRoot).filter((id) => ids.has(id));
        if (starts.length !== roots.length) throw new Error(`first-view chunk ${name}: a root is not in the build`);
        const modules = reach(starts, links, exportsOf);
        // Bundler helpers (vite's preload helper, the runtime) stay where the bundler puts them: were they in the app
        // chunk, the entry script would import the whole app before the first paint.
        for (const id of modules) if (id.startsWith('\0')) modules.delete(id);
        return { name, modules };
      });
      owner.clear();
      const [app, ...rest] = closures;
      for (const id of app!.modules) owner.set(id, app!.name);
      // Each other module goes with the exact set of groups that run it: no route loads a module it does not run.
      const sharers = new Map<string, string[]>();
      for (const { name, modules } of rest) {
        for (const id of modules) if (!owner.has(id)) sharers.set(id, [...(sharers.get(id) ?? []), name]);
      }
      // What code loaded on demand (a dialog, a positioning library) runs too goes to a chunk of its own: were it in
      // a page group's chunk, the first view of another route that loads that code would download the whole page.
      const roots = new Set(closures.flatMap(({ modules }) => [...modules]));
      const onDemand = [...ids].filter((id) => !roots.has(id) && context.getModuleInfo(id)?.dynamicImporters.length);
      const lazy = reach(onDemand, links, exportsOf);
      for (const [id, names] of sharers) owner.set(id, names.join('+') + (lazy.has(id) ? '+on-demand' : ''));
    },
  };
}
