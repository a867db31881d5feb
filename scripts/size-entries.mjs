/**
 * The size-limit entries, generated from the built packages: one per public component (from the package's main
 * entry) and per public hook (from `./headless` where the package has one), measured as a product team's bundler
 * would load them first: React, react-dom and styled-components are peers, and on-demand chunks (dialogs opened
 * by a click, the editor, the cropper, html-to-image, the share poster) are left out, because they load only
 * when used. Plus whole-package canaries that include every chunk, on-demand ones too.
 * Budgets live in size-budgets.json (`node scripts/size-budgets.mjs --write` re-measures them).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PEERS = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'msw'];
export const PACKAGES = ['api-client', 'ui', 'admin-kit', 'feed', 'opportunities', 'profiles'];

/** esbuild plugin: dynamic imports stay external, so an entry measures only what loads up front. */
export const staticGraph = {
  name: 'static-graph',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** The names a built ESM entry exports (tsup ends each entry with one `export { … }` list). */
export function exportNames(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1].split(','))
    .map((part) => part.trim().split(/\s+as\s+/).pop())
    .filter(Boolean);
}

const isIcon = (name) => /Icon$/.test(name);
const isComponentName = (name) => /^[A-Z][a-z]/.test(name) && !/Error$|Schema$/.test(name);
const isHookName = (name) => /^use[A-Z]/.test(name);

/** Every measured unit: `{ pkg, kind, name, file }`, icons counted as one. */
export function sizeUnits() {
  const units = [];
  for (const pkg of PACKAGES) {
    const dist = path.join(root, 'packages', pkg, 'dist');
    const index = path.join(dist, 'index.js');
    if (!existsSync(index)) continue;
    const headless = path.join(dist, 'headless.js');
    const hooksFrom = existsSync(headless) ? headless : index;
    const names = exportNames(index);
    if (pkg !== 'api-client') {
      for (const name of names.filter((n) => isComponentName(n) && !isIcon(n))) units.push({ pkg, kind: 'component', name, file: index });
      for (const name of exportNames(hooksFrom).filter(isHookName)) units.push({ pkg, kind: 'hook', name, file: hooksFrom });
    }
    if (names.some(isIcon)) units.push({ pkg, kind: 'icons', name: 'all icons', file: index, imports: names.filter(isIcon) });
  }
  return units;
}

export const unitLabel = (unit) => `@edupassport/${unit.pkg} ${unit.kind === 'hook' && unit.file.endsWith('headless.js') ? '(headless) ' : ''}${unit.name}`;
