import { packageConfig } from '../../rollup.shared.mjs';

export default packageConfig({ entry: { index: 'src/index.ts', headless: 'src/headless.ts', 'server/index': 'src/server.ts' } });
