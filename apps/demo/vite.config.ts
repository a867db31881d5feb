import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceAliases } from '../../workspace-aliases.ts';

// The demo imports every package from source, so it never needs a package build first.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAliases },
  server: { strictPort: true },
  build: { outDir: 'dist', sourcemap: true },
});
