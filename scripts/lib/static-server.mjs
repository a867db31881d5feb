import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Serves a built folder (a Storybook build, benchmark pages) on a free port of 127.0.0.1, a directory as its
 * index.html, nothing outside the folder. Options, for the page benchmarks: `noCache` (every load asks again),
 * `gzip` (zlib level 9, as a production server would), `answer(url, origin)` (a path the host's server answers
 * itself: { body, ext } or undefined). Returns its origin, `requests` (each path asked for and when) and close.
 */
export async function serveStatic(dir, { noCache = false, gzip = false, answer } = {}) {
  const root = resolve(dir);
  const requests = [];
  const gzipped = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const pathname = decodeURIComponent(url.pathname);
    requests.push({ path: pathname, at: Date.now() });
    const own = answer?.(url, `http://${request.headers.host}`);
    let file;
    if (!own) {
      file = join(root, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
      if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
    }
    const type = types[own ? own.ext : extname(file)] ?? 'application/octet-stream';
    const headers = { 'content-type': type, ...(noCache ? { 'cache-control': 'no-cache' } : {}) };
    if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && /text|json|svg/.test(type)) {
      const key = `${pathname}?${url.search}`;
      if (!gzipped.has(key)) gzipped.set(key, gzipSync(own ? own.body : readFileSync(file), { level: 9 }));
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipped.get(key));
    } else if (own) response.writeHead(200, headers).end(own.body);
    else {
      response.writeHead(200, headers);
      createReadStream(file).pipe(response);
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, requests, close: () => server.close() };
}
