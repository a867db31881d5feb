import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const demoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  // The journeys run on the mock backend, whatever the shell says.
  const apiUrl = process.env.VITE_API_URL;
  delete process.env.VITE_API_URL;
  try {
    if (!reuse) await build({ ...shared, build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    if (apiUrl !== undefined) process.env.VITE_API_URL = apiUrl;
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
