import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { build as tsup } from 'tsup';
import { useClient } from './scripts/lib/use-client.mjs';

/**
 * One build shape for every package (run from the package's folder by `rollup -c`): rollup with
 * `preserveModules`, so each source module becomes one ESM (`.js`) and one CJS (`.cjs`) module under dist/ at its
 * path under src/. A host's bundler then drops, module by module, whatever the host does not import (`"sideEffects":
 * false`), with no hand-listed internal entries. TypeScript and JSX are compiled by esbuild (rollup-plugin-esbuild);
 * dependencies and peers stay external; `"use client"` goes only where a module needs it (scripts/lib/use-client.mjs);
 * the declarations are one `.d.ts` and `.d.cts` per public entry, by tsup's declaration build.
 *
 * @param {{ entry: Record<string, string> }} options the public entries: output name (its path under dist/, without
 *   the extension, as package.json `exports` names it) → source file.
 */
export function packageConfig({ entry }) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  // A package and its subpaths (`@edupassport/ui/headless`, `react/jsx-runtime`) stay imports; so do Node's modules.
  const isExternal = (id) =>
    externals.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('node:') || builtinModules.includes(id);

  const internalSrc = path.resolve('../internal/src');
  rmSync('dist', { recursive: true, force: true });
  let declarations;

  const output = (format, extension) => ({
    dir: 'dist',
    format,
    preserveModules: true,
    preserveModulesRoot: 'src',
    // The shared helpers of @edupassport/internal that this package uses land in dist/internal/.
    entryFileNames: (chunk) =>
      chunk.facadeModuleId?.startsWith(`${internalSrc}${path.sep}`)
        ? `internal/${path.relative(internalSrc, chunk.facadeModuleId).replace(/\.tsx?$/, '')}.${extension}`
        : `[name].${extension}`,
    sourcemap: true,
    exports: 'named',
    // CJS: a default import of a CommonJS or ESM-compiled dependency (styled-components, DOMPurify) gets the right value.
    interop: 'auto',
    // Each module imports what it uses; hoisted imports of imports would only duplicate that.
    hoistTransitiveImports: false,
    generatedCode: 'es2015',
  });

  return {
    input: entry,
    external: isExternal,
    // What `"sideEffects": false` tells a host's bundler, told to rollup too: a module is imported for the names it
    // gives, never for its own sake.
    treeshake: { moduleSideEffects: false },
    output: [output('es', 'js'), output('cjs', 'cjs')],
    onwarn(warning, warn) {
      // A bare import that is neither a dependency nor a peer would be left as an import the package cannot satisfy.
      if (warning.code === 'UNRESOLVED_IMPORT') throw new Error(`${warning.message}: add it to dependencies or peerDependencies`);
      warn(warning);
    },
    plugins: [
      internalSources(),
      esbuild({ target: 'es2022', jsx: 'automatic', sourceMap: true, tsconfig: path.resolve('tsconfig.json') }),
      useClient(),
      {
        name: 'declarations',
        // In parallel with the JavaScript build: one .d.ts (ESM) and .d.cts (CJS) per public entry.
        buildStart() {
          declarations ??= tsup({
            config: false,
            entry,
            format: ['esm', 'cjs'],
            outDir: 'dist',
            clean: false,
            silent: true,
            dts: {
              only: true,
              // TypeScript 6 deprecates options tsup still sets for the declaration build.
              compilerOptions: { ignoreDeprecations: '6.0' },
            },
          });
        },
        async closeBundle() {
          await declarations;
        },
      },
    ],
  };
}

/**
 * Resolves the private `@edupassport/internal` (helpers the packages share, never published) to its source, so each
 * package bundles the modules it uses into its own dist; its `devDependencies` entry keeps it off the externals.
 * It imports none of the kit (a lint rule keeps it so), so bundling it closes no cycle.
 */
function internalSources() {
  const internalDir = path.resolve('../internal');
  const internal = JSON.parse(readFileSync(path.join(internalDir, 'package.json'), 'utf8'));
  return {
    name: 'internal-sources',
    resolveId(id) {
      if (!id.startsWith('@edupassport/internal/')) return null;
      const target = internal.exports[`./${id.slice('@edupassport/internal/'.length)}`];
      if (!target) throw new Error(`${id} is not in packages/internal/package.json "exports"`);
      return path.join(internalDir, target);
    },
  };
}
