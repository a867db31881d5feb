import { defineConfig } from 'tsup';
import { packageConfig } from '../../tsup.shared';

export default defineConfig(packageConfig({ entry: { index: 'src/index.ts', mocks: 'src/mocks/index.ts' } }));
