import { defineConfig } from 'tsup';
import { packageConfig } from '../../tsup.shared';

export default defineConfig(
  packageConfig({
    entry: {
      index: 'src/index.ts',
      mocks: 'src/mocks/index.ts',
      admin: 'src/admin.ts',
      upload: 'src/upload.ts',
      realtime: 'src/realtime.ts',
      rules: 'src/rules.ts',
    },
    // Plain TypeScript, no React: usable from server components as is.
    client: false,
  }),
);
