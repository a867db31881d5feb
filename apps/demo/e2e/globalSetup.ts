import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

const demoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Vite's command line, as `npm run build` in the demo runs it. */
const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

/** Where the journeys deploy the demo: a non-root base, so every run also checks the static deployment. */
export const E2E_BASE = '/kit/';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built demo's address under its base path, e.g. http://127.0.0.1:41234/kit/ */
    demoUrl: string;
  }
}

/**
 * Builds the demo once (to a temp folder, under E2E_BASE, on the mock backend) and serves it with vite's
 * preview server on a free port for every journey file; E2E_DEMO_DIST reuses an earlier build of the same base.
 */
export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_DEMO_DIST;
  const outDir = reuse ? path.resolve(reuse) : mkdtempSync(path.join(tmpdir(), 'edu-demo-e2e-'));
  const configFile = path.join(demoRoot, 'vite.config.ts');
  const shared = { root: demoRoot, configFile, base: E2E_BASE, logLevel: 'warn' as const, mode: 'production' };
  // Built as a deployment builds it: `vite build` in a process of its own. In this one NODE_ENV is Vitest's 'test',
  // which Vite and the React plugin take for a development build (React's development code in the page), and React
  // is loaded already, so the prerender could not switch to production's. On the mock backend, whatever the shell says.
  if (!reuse) {
    const { VITE_API_URL: _apiUrl, ...env } = process.env;
    const args = [viteBin, 'build', '--config', configFile, '--base', E2E_BASE, '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'false', '--logLevel', 'warn'];
    const built = spawnSync(process.execPath, args, { cwd: demoRoot, env: { ...env, NODE_ENV: 'production' }, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`the demo's build failed (exit ${built.status ?? built.signal})`);
  }
  const server = await preview({
    ...shared,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  project.provide('demoUrl', `http://127.0.0.1:${port}${E2E_BASE}`);
  return async () => {
    await server.close();
    if (!reuse) rmSync(outDir, { recursive: true, force: true });
  };
}
