#!/usr/bin/env node
/**
 * Runs after `changeset version` (npm run version-packages): points every workspace's `@edupassport/*` ranges
 * (peers, dev dependencies, the demo's dependencies) at the kit's new version, keeping each range's prefix.
 *
 * Why not changesets itself: the six packages are one `fixed` group and take each other as caret peers, and
 * changesets 2 bumps a peer dependent to a major whenever a minor leaves the peer's range, which every 0.x minor
 * does (0.1.0 → 1.0.0 instead of 0.2.0). So .changeset/config.json sets `bumpVersionsWithWorkspaceProtocolOnly`
 * (changesets leaves these ranges alone, and the fixed group alone decides the version) and this script moves them.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const DEPENDENCY_TYPES = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const manifests = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(path.join(root, folder)).map((dir) => path.join(root, folder, dir, 'package.json')),
);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

const versions = new Map(
  manifests
    .map(read)
    .filter((pkg) => pkg.name.startsWith('@edupassport/') && !pkg.private)
    .map((pkg) => [pkg.name, pkg.version]),
);
if (new Set(versions.values()).size > 1) {
  console.error(`The kit's packages have different versions (a fixed group has one): ${[...versions].join(', ')}`);
  process.exit(1);
}

for (const file of manifests) {
  const pkg = read(file);
  let changed = false;
  for (const type of DEPENDENCY_TYPES) {
    for (const [name, range] of Object.entries(pkg[type] ?? {})) {
      const version = versions.get(name);
      if (!version) continue;
      const next = `${/^[\^~]/.exec(range)?.[0] ?? ''}${version}`;
      if (next !== range) {
        pkg[type][name] = next;
        changed = true;
      }
    }
  }
  if (changed) {
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
    console.log(`${path.relative(root, file)}: @edupassport ranges at ${[...versions.values()][0]}`);
  }
}
