import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { SeedPicture } from '../src/entry-server.tsx';
import { firstHeadingText, pageTitle } from '../src/pageTitle.ts';
import { picturePng } from './picturePng.ts';

/** What the server bundle (src/entry-server.tsx) exports. */
interface ServerEntry {
  prerenderRoutes(): string[];
  renderRoute(route: string, nonce: string): Promise<{ html: string; styles: string; data: string }>;
  seedPictures(): SeedPicture[];
}

/** Where the app's HTML goes in the built index.html. */
const ROOT = '<div id="root"></div>';

/**
 * The page of `route`: the built index.html (its scripts, vite's nonce placeholders) with the server's HTML in
 * #root, its styles in the head and its data in a non-executable JSON script (a strict policy allows it).
 */
export function pageHtml(template: string, page: { html: string; styles: string; data: string }, dataId: string): string {
  if (!template.includes(ROOT)) throw new Error(`the built index.html has no ${ROOT}`);
  return template
    // The page's own title, as the app sets it once it runs: its main heading, then the site.
    .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(firstHeadingText(page.html))}</title>`)
    .replace('</head>', `${page.styles}\n  </head>`)
    .replace(ROOT, `<div id="root">${page.html}</div>\n    <script type="application/json" id="${dataId}">${page.data}</script>`);
}

/**
 * After the client build: builds src/entry-server.tsx for Node (vite's SSR build, the same modules the browser
 * loads), renders each public route with it and writes `<outDir>/<route>/index.html`, plus the seed's pictures.
 * The 404.html fallback stays the client-only app for every other path (the admin area, the dashboard, ...).
 */
export function prerender({ nonce, dataId }: { nonce: string; dataId: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'edu-demo-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr && !process.env.VITE_API_URL,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the app, so Node resolves the server bundle's packages (react, msw, ...) from the workspace.
      const cache = path.join(config.root, 'node_modules', '.cache');
      mkdirSync(cache, { recursive: true });
      const serverDir = mkdtempSync(path.join(cache, 'edu-demo-ssr-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          base: config.base,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false },
        });
        const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const picture of entry.seedPictures()) {
          mkdirSync(path.dirname(path.join(outDir, picture.file)), { recursive: true });
          writeFileSync(path.join(outDir, picture.file), picturePng(picture.shapes, picture.width, picture.height));
        }
        const routes = entry.prerenderRoutes();
        for (const route of routes) {
          const page = await entry.renderRoute(route, nonce);
          const file = path.join(outDir, route, 'index.html');
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, pageHtml(template, page, dataId));
        }
        config.logger.info(`prerendered ${routes.length} routes: ${routes.join(' ')}`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
