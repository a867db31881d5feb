import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host's plain config, one page per build (PAGE=feed|jobs|profile, into dist/<page>/), as a team that ships
// that page alone would build it. The one addition: the peers (react, react-dom, scheduler, styled-components
// and their own dependencies, listed by page-figures.mjs in peers.json) go to one `peers` chunk, so the kit and
// peer bytes can be told apart exactly; everything else is chunked as Vite does by default.
const page = process.env.PAGE;
if (!page) throw new Error('PAGE is not set');
const peers = new Set<string>(JSON.parse(readFileSync(new URL('./peers.json', import.meta.url), 'utf8')));

/** The package a module belongs to (the last node_modules/ segment of its path), or undefined for the app's own. */
function packageOf(id: string): string | undefined {
  const match = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1].replace(/\\/g, '/');
}

export default defineConfig({
  base: `/${page}/`,
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: `dist/${page}`,
    emptyOutDir: true,
    rollupOptions: {
      input: { [page]: `${page}.html` },
      output: {
        manualChunks(id: string) {
          const name = packageOf(id);
          return name && peers.has(name) ? 'peers' : null;
        },
      },
    },
  },
});
