import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceAliases } from '../../workspace-aliases.ts';
import { NONCE_PLACEHOLDER, strictPolicyPreview } from './csp/policy.ts';
import { firstViewChunks } from './prerender/chunks.ts';
import { prerender } from './prerender/plugin.ts';
import { styledComponentIds } from './prerender/styledIds.ts';
import { PRERENDER_DATA_ID } from './src/prerendered.ts';

/** DEMO_BASE=/kit/ builds the demo for https://host/kit/: always a leading and a trailing slash. */
export function demoBase(value = process.env.DEMO_BASE): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * A copy of index.html as 404.html: static hosts like GitHub Pages answer unknown paths with it, so a deep
 * link (/kit/details/job/2000) still boots the app, whose router then shows the page.
 */
function notFoundFallback(): Plugin {
  let outDir = '';
  return {
    name: 'edu-demo-404-fallback',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, '404.html'));
    },
  };
}

// The demo imports every package from source, so it never needs a package build first.
export default defineConfig({
  base: demoBase(),
  plugins: [
    react(),
    styledComponentIds(fileURLToPath(new URL('../..', import.meta.url))),
    // The 404 fallback is copied before the prerender writes the home page over index.html.
    notFoundFallback(),
    firstViewChunks(fileURLToPath(new URL('.', import.meta.url)), [
      { name: 'app', roots: ['src/main.tsx', 'src/App.tsx', 'src/apiClient.ts'] },
      { name: 'mock-backend', roots: ['src/mocks/prepare.ts', 'src/mocks/browser.ts'] },
      { name: 'feed', roots: ['src/pages/FeedPages.tsx'] },
      { name: 'post', roots: ['src/pages/PostPages.tsx'] },
      { name: 'opportunities', roots: ['src/pages/OpportunityPages.tsx'] },
      { name: 'educator', roots: ['src/pages/EducatorPages.tsx'] },
      { name: 'business', roots: ['src/pages/BusinessPages.tsx'] },
      { name: 'endorsement', roots: ['src/pages/EndorsementPages.tsx'] },
      { name: 'home', roots: ['src/pages/HomePage.tsx'] },
      { name: 'info', roots: ['src/pages/InfoPages.tsx'] },
    ]),
    prerender({ nonce: NONCE_PLACEHOLDER, dataId: PRERENDER_DATA_ID }),
    strictPolicyPreview(),
  ],
  // The placeholder the preview server swaps for each response's nonce: vite puts it on its own tags and in a
  // <meta property="csp-nonce"> the app reads and hands to EduProvider (see csp/policy.ts).
  html: { cspNonce: NONCE_PLACEHOLDER },
  resolve: {
    alias: [
      ...sourceAliases,
      // The mock backend's cookie jar needs no public-suffix list in the demo (see src/mocks/tldtsLite.ts).
      { find: /^tldts$/, replacement: fileURLToPath(new URL('./src/mocks/tldtsLite.ts', import.meta.url)) },
    ],
  },
  server: { strictPort: true },
  // No inline module-preload polyfill: a strict policy's script-src 'self' would block it.
  build: { outDir: 'dist', sourcemap: true, modulePreload: { polyfill: false } },
});
