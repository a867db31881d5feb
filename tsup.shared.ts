import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from 'tsup';

const USE_CLIENT = '"use client";';
/** The folder under dist of the `./server` entry. */
const SERVER_DIR = 'server';

/**
 * Marks every built module as a client module for React Server Components hosts (Next.js App
 * Router): our components and hooks use state and effects. Prepended after the build because the
 * bundler drops module-level directives; on the first line, so the source maps stay aligned.
 */
async function markClientModules(outDir: string): Promise<void> {
  for (const entry of await readdir(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(c?js)$/.test(entry.name)) continue;
    // The server entry is for server components: no directive.
    if (entry.parentPath.split(/[\\/]/).includes(SERVER_DIR)) continue;
    const file = join(entry.parentPath, entry.name);
    const code = await readFile(file, 'utf8');
    if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code);
  }
}

/**
 * Internal entry points, one per component folder and per hook module (`parts/<Name>`). Not exported by
 * package.json: they only make the bundler split each component into its own chunk, so an app bundler that
 * honours `"sideEffects": false` drops the chunks of components it does not import. In one shared chunk, the
 * styled-components definitions of every component would be kept (tagged templates count as side effects).
 */
function partEntries(srcDir = 'src'): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const entry of readdirSync(srcDir, { withFileTypes: true })) {
    if (entry.isDirectory() && /^[A-Z]/.test(entry.name) && existsSync(join(srcDir, entry.name, 'index.ts'))) {
      parts[`parts/${entry.name}`] = `${srcDir}/${entry.name}/index.ts`;
      // Each component module too: a folder's modules would otherwise share one chunk, and a card importing one of
      // them (Card, not CardSections) would carry the styled definitions of all.
      for (const file of readdirSync(join(srcDir, entry.name))) {
        if (/^[A-Z]\w*\.tsx$/.test(file) && !/\.(stories|test|visual)\.tsx$/.test(file) && !/^(story|Story)/.test(file)) {
          parts[`parts/${entry.name}/${file.replace(/\.tsx$/, '')}`] = `${srcDir}/${entry.name}/${file}`;
        }
      }
    }
  }
  // The strings get a chunk of their own, so a hook that reads only the provider's context does not carry them.
  for (const file of ['messages/index.ts', 'messages.ts']) {
    if (existsSync(join(srcDir, file))) parts['parts/messages'] = `${srcDir}/${file}`;
  }
  const hooks = join(srcDir, 'hooks');
  if (existsSync(hooks)) {
    for (const name of readdirSync(hooks)) {
      if (/^use[A-Z]\w*\.tsx?$/.test(name)) parts[`parts/${name.replace(/\.tsx?$/, '')}`] = `${srcDir}/hooks/${name}`;
    }
  }
  return parts;
}

/**
 * One build shape for every package: ESM + CJS + .d.ts/.d.cts, unbundled dependencies.
 * Dependencies and peers stay external (tsup reads them from package.json).
 */
export function packageConfig(options: {
  entry: Record<string, string>;
  /** Whether the built modules carry "use client" (packages with React components and hooks); default true. */
  client?: boolean;
  /**
   * The `./server` entry's source: what a React Server Component may import and call (query keys, prefetch helpers,
   * pure rules). Built on its own into dist/server, one file per format, without "use client" and without React.
   */
  server?: string;
}): Options | Options[] {
  const main = clientConfig(options);
  if (!options.server) return main;
  // Both builds share dist: neither cleans it, so it is emptied once here, before either starts.
  rmSync('dist', { recursive: true, force: true });
  return [
    { ...main, clean: false },
    {
      entry: { index: options.server },
      outDir: `dist/${SERVER_DIR}`,
      format: ['esm', 'cjs'],
      target: 'es2022',
      platform: 'neutral',
      splitting: false,
      treeshake: true,
      sourcemap: true,
      clean: false,
      outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
      dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    },
  ];
}

function clientConfig(options: { entry: Record<string, string>; client?: boolean }): Options {
  const client = options.client ?? true;
  return {
    entry: { ...partEntries(), ...options.entry },
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    // Each entry keeps its own graph; shared code becomes chunks, so a card does not pull another entry in.
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
    dts: {
      // Declarations for the public entries only; the parts are an implementation detail of the JS build.
      entry: options.entry,
      compilerOptions: {
        // TypeScript 6 deprecates options tsup still sets for the declaration build.
        ignoreDeprecations: '6.0',
      },
    },
    esbuildOptions(esbuild) {
      esbuild.jsx = 'automatic';
    },
    onSuccess: client ? () => markClientModules('dist') : undefined,
  };
}
