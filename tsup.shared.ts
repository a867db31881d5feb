import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from 'tsup';

const USE_CLIENT = '"use client";';

/**
 * Marks every built module as a client module for React Server Components hosts (Next.js App
 * Router): our components and hooks use state and effects. Prepended after the build because the
 * bundler drops module-level directives; on the first line, so the source maps stay aligned.
 */
async function markClientModules(outDir: string): Promise<void> {
  for (const name of await readdir(outDir)) {
    if (!/\.(c?js)$/.test(name)) continue;
    const file = join(outDir, name);
    const code = await readFile(file, 'utf8');
    if (!code.startsWith(USE_CLIENT)) await writeFile(file, USE_CLIENT + code);
  }
}

/**
 * One build shape for every package: ESM + CJS + .d.ts/.d.cts, unbundled dependencies.
 * Dependencies and peers stay external (tsup reads them from package.json).
 */
export function packageConfig(options: {
  entry: Record<string, string>;
  /** Whether the built modules carry "use client" (packages with React components and hooks); default true. */
  client?: boolean;
}): Options {
  const client = options.client ?? true;
  return {
    entry: options.entry,
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
