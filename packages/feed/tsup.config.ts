import { defineConfig } from 'tsup';
import { packageConfig } from '../../tsup.shared';

export default defineConfig(
  packageConfig({ entry: { index: 'src/index.ts', headless: 'src/headless.ts' }, server: 'src/server.ts' }),
);
