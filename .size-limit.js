// Bundle budgets (gzip). Entries and how they are measured: scripts/size-entries.mjs; budgets: size-budgets.json.
import { readFileSync } from 'node:fs';
import { PEERS, sizeUnits, staticGraph, unitLabel } from './scripts/size-entries.mjs';

const budgets = JSON.parse(readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8'));
const firstLoad = (config) => ({ ...config, plugins: [...(config.plugins ?? []), staticGraph] });

const units = sizeUnits().map((unit) => ({
  name: unitLabel(unit),
  path: unit.file.replace(`${process.cwd()}/`, ''),
  import: `{ ${(unit.imports ?? [unit.name]).join(', ')} }`,
  gzip: true,
  ignore: PEERS,
  modifyEsbuildConfig: firstLoad,
  limit: budgets.units[unitLabel(unit)],
}));

// Whole-package canaries: every module and every on-demand chunk of the entry; a jump means tree-shaking broke.
const canaries = Object.entries(budgets.packages).map(([name, limit]) => ({
  name,
  path: `packages/${name.replace('@edupassport/', '').split('/')[0]}/dist/${name.split('/')[2] ?? 'index'}.js`,
  gzip: true,
  ignore: PEERS,
  limit,
}));

export default [...canaries, ...units];
