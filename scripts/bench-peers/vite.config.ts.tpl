import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A peer page as its docs build it: Vite production with the React plugin and default chunking, into
// $OUT (dist/<page>/ of the benchmark's server). DEFINE holds the build-time constants (the user and token).
const page = process.env.PAGE;
if (!page || !process.env.OUT) throw new Error('PAGE or OUT is not set');

export default defineConfig({
  base: `/${page}/`,
  plugins: [react()],
  publicDir: false,
  define: JSON.parse(process.env.DEFINE ?? '{}'),
  build: { outDir: process.env.OUT, emptyOutDir: true },
});
