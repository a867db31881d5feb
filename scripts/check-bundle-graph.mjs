#!/usr/bin/env node
/**
 * Inspects the built import graphs (run after `npm run build`, part of `npm run size`):
 * 1. No card and no hook loads the ProseMirror editor, the cropper, html-to-image, the share poster, Floating UI or DOMPurify up front:
 *    each is bundled as a product team's bundler would (peers external, dynamic imports left out, since those
 *    load on demand) and the modules that end up in its first load are checked against the list below.
 *    A control run on SharePoster itself must find the poster, so the check is known to be able to fail.
 * 2. The `./headless` entries never import styled-components, on-demand chunks included.
 * 3. No module imports statically what it also imports on demand: a host's bundler (Vite 8) then counts the
 *    on-demand part as already loaded and puts it in the page's own chunks (the admin's Delete Job button did).
 *    Only the same module is checked: a package's entry or an admin-only provider may import statically what a
 *    card imports on demand, since a page that does not use them leaves them out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { PEERS, sizeUnits, staticGraph, unitLabel } from './size-entries.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** What must load only on demand, matched against node_modules paths and our sources (through the chunks' source maps). */
const ON_DEMAND = [
  { label: 'the ProseMirror editor', test: (file) => /node_modules\/prosemirror-/.test(file) || /RichTextEditor\/EditorCore/.test(file) },
  { label: 'the cropper', test: (file) => /node_modules\/react-easy-crop/.test(file) || /ImageCropDialog\/CropArea/.test(file) },
  { label: 'html-to-image', test: (file) => /node_modules\/html-to-image/.test(file) },
  { label: 'the share poster', test: (file) => /ShareImageDialog\/SharePoster/.test(file) },
  // Popups place themselves at once and hand over to Floating UI on their first opening.
  { label: 'Floating UI', test: (file) => /node_modules\/@floating-ui\//.test(file) },
  // SafeHtml shows rich text with a sanitizer of its own; DOMPurify is for what the editor and the forms store.
  { label: 'DOMPurify', test: (file) => /node_modules\/dompurify\//.test(file) },
];

const sourcesCache = new Map();
/** The files an included input stands for: itself, plus our sources when it is a built chunk with a map. */
function sourcesOf(input) {
  if (!sourcesCache.has(input)) {
    const map = path.join(root, `${input}.map`);
    const sources = existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
    sourcesCache.set(input, [input, ...sources]);
  }
  return sourcesCache.get(input);
}

/** Bundles in memory as a product team's bundler would (peers external) and returns esbuild's metafile. */
async function bundle(options) {
  const result = await build({
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: path.join(root, 'node_modules/.cache/bundle-graph'),
    external: PEERS,
    logLevel: 'silent',
    ...options,
  });
  return result.metafile;
}

async function firstLoad(file, names) {
  const metafile = await bundle({
    stdin: { contents: `export { ${names.join(', ')} } from ${JSON.stringify(file)};`, resolveDir: root, loader: 'js' },
    plugins: [staticGraph],
  });
  const [output] = Object.values(metafile.outputs);
  return Object.entries(output.inputs)
    .filter(([, info]) => info.bytesInOutput > 0)
    .flatMap(([input]) => sourcesOf(input));
}

const failures = [];
let checked = 0;

// 1. Cards and hooks: nothing heavy up front.
const units = sizeUnits().filter((unit) => unit.kind === 'hook' || /Card$/.test(unit.name));
for (const unit of units) {
  const files = await firstLoad(unit.file, [unit.name]);
  for (const rule of ON_DEMAND) {
    const hit = files.find(rule.test);
    if (hit) failures.push(`${unitLabel(unit)} loads ${rule.label} up front (${path.relative(root, hit)})`);
  }
  checked += 1;
}

// The control: the poster's own graph must be flagged, or the check above proves nothing.
const ui = path.join(root, 'packages/ui/dist/index.js');
const control = await firstLoad(ui, ['SharePoster']);
if (!control.some(ON_DEMAND[3].test)) failures.push('control: the check did not find the poster in SharePoster\'s own graph; the source-map matching is broken');

// 2. Headless entries: no styled-components anywhere in their graph, on-demand chunks included.
let headless = 0;
for (const pkg of ['ui', 'feed', 'opportunities', 'profiles']) {
  const entry = path.join(root, 'packages', pkg, 'dist/headless.js');
  if (!existsSync(entry)) {
    failures.push(`@edupassport/${pkg}/headless is not built`);
    continue;
  }
  const metafile = await bundle({ entryPoints: [entry], splitting: true });
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
  if (imports.some((p) => p === 'styled-components' || p.startsWith('styled-components/'))) {
    const via = Object.entries(metafile.inputs).find(([, info]) => info.imports.some((i) => i.path === 'styled-components'))?.[0];
    failures.push(`@edupassport/${pkg}/headless imports styled-components (via ${via ?? 'unknown'})`);
  }
  headless += 1;
}

// 3. What a module imports on demand, it never also imports statically (the same specifier or the same file).
let onDemandImports = 0;
for (const pkg of ['ui', 'feed', 'opportunities', 'profiles', 'admin-kit', 'api-client']) {
  const dist = path.join(root, 'packages', pkg, 'dist');
  if (!existsSync(dist)) continue;
  const files = readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => path.join(dist, f));
  /** A specifier as one key: bare ones as they are, relative ones as the file they name. */
  const keyOf = (file, spec) => (spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec);
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const statics = new Set([...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+)["']/g)].map((m) => keyOf(file, m[1])));
    for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
      if (statics.has(keyOf(file, m[1]))) failures.push(`@edupassport/${pkg}: ${path.relative(dist, file)} imports ${m[1]} both statically and on demand`);
      onDemandImports += 1;
    }
  }
}

if (failures.length) {
  console.error(`Bundle graph check failed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`Bundle graph check: ${checked} cards and hooks load no editor, cropper, html-to-image, poster, Floating UI or DOMPurify up front; ${headless} headless entries are free of styled-components; ${onDemandImports} on-demand imports are imported on demand only.`);
