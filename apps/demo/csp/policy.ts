import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the build writes where each response's nonce goes (vite's `html.cspNonce`: its meta tag and its tags). */
export const NONCE_PLACEHOLDER = '__EDU_CSP_NONCE__';

/**
 * The strict policy the demo is served under. Besides 'self' (the mock data's pictures among it: files of the
 * deployment, or drawn by the mock backend's service worker), previews and crops are data: and
 * blob: URLs, the poster fetches its pictures, uploads go to the media host's API, and a post's link preview asks
 * Google's PageSpeed API for the page's screenshot.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "media-src 'self' blob: https://res.cloudinary.com",
    "connect-src 'self' https://api.cloudinary.com https://www.googleapis.com",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/**
 * The built file a static host answers `url` with: the route's prerendered page (`<route>/index.html`), else
 * 404.html, the client-only app that renders any other path.
 */
export function pageFile(outDir: string, base: string, url: string): string {
  const pathname = decodeURIComponent(new URL(url, 'http://host').pathname);
  const inBase = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  const page = path.join(outDir, inBase, 'index.html');
  if (page.startsWith(outDir + path.sep) || page === path.join(outDir, 'index.html')) {
    if (existsSync(page)) return page;
  }
  const fallback = path.join(outDir, '404.html');
  return existsSync(fallback) ? fallback : path.join(outDir, 'index.html');
}

/**
 * `vite preview` under the policy: every HTML answer (a route's prerendered page, else the client-only 404.html) gets a fresh
 * nonce in place of the placeholder and the Content-Security-Policy header naming it.
 */
export function strictPolicyPreview(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'edu-demo-strict-csp-preview',
    apply: 'serve',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (!wantsPage) return next();
        const nonce = randomBytes(16).toString('base64');
        const html = readFileSync(pageFile(outDir, base, req.url ?? '/'), 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce));
        res.end(html);
      });
    },
  };
}
