import type { Options } from 'tsup';

/**
 * One build shape for every package: ESM + CJS + .d.ts/.d.cts, unbundled dependencies.
 * Dependencies and peers stay external (tsup reads them from package.json).
 */
export function packageConfig(options: { entry: Record<string, string> }): Options {
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
  };
}
