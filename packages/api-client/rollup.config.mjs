import { packageConfig } from '../../rollup.shared.mjs';

export default packageConfig({
  entry: {
    index: 'src/index.ts',
    mocks: 'src/mocks/index.ts',
    admin: 'src/admin.ts',
    upload: 'src/upload.ts',
    realtime: 'src/realtime.ts',
    rules: 'src/rules.ts',
  },
});
