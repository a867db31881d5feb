import { defineConfig } from 'vite';

// The mock backend in one file of its own, dist/__mock__/mock-backend.js: loaded by the pages at run time
// (src/backend.ts), never part of their bundles, and left out of the figures.
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/__mock__',
    emptyOutDir: true,
    lib: { entry: 'src/mock-backend.ts', formats: ['es'], fileName: () => 'mock-backend.js' },
    rollupOptions: { output: { codeSplitting: false } },
  },
});
