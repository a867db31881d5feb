import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every public entry of every package, mapped to its source file. Storybook, Vitest and the demo
 * import the packages from source so that no build is needed to develop or test; the published
 * packages resolve the same names through their `exports` maps (the private `@edupassport/internal` is bundled into
 * each package's dist by its build). Keep in step with tsconfig.json `paths`.
 */
export const packageEntries: Record<string, string> = {
  '@edupassport/internal/useLatest': 'packages/internal/src/useLatest.ts',
  '@edupassport/internal/timeouts': 'packages/internal/src/timeouts.ts',
  '@edupassport/internal/blank': 'packages/internal/src/blank.ts',
  '@edupassport/api-client/admin': 'packages/api-client/src/admin.ts',
  '@edupassport/api-client/upload': 'packages/api-client/src/upload.ts',
  '@edupassport/api-client/rules': 'packages/api-client/src/rules.ts',
  '@edupassport/api-client/realtime': 'packages/api-client/src/realtime.ts',
  '@edupassport/api-client/mocks': 'packages/api-client/src/mocks/index.ts',
  '@edupassport/api-client': 'packages/api-client/src/index.ts',
  '@edupassport/ui/headless': 'packages/ui/src/headless.ts',
  '@edupassport/ui/server': 'packages/ui/src/server.ts',
  '@edupassport/ui': 'packages/ui/src/index.ts',
  '@edupassport/admin-kit/headless': 'packages/admin-kit/src/headless.ts',
  '@edupassport/admin-kit': 'packages/admin-kit/src/index.ts',
  '@edupassport/feed/headless': 'packages/feed/src/headless.ts',
  '@edupassport/feed/server': 'packages/feed/src/server.ts',
  '@edupassport/feed': 'packages/feed/src/index.ts',
  '@edupassport/opportunities/headless': 'packages/opportunities/src/headless.ts',
  '@edupassport/opportunities/server': 'packages/opportunities/src/server.ts',
  '@edupassport/opportunities': 'packages/opportunities/src/index.ts',
  '@edupassport/profiles/headless': 'packages/profiles/src/headless.ts',
  '@edupassport/profiles/server': 'packages/profiles/src/server.ts',
  '@edupassport/profiles': 'packages/profiles/src/index.ts',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Vite `resolve.alias` entries: exact matches only, so `@edupassport/ui` never swallows `@edupassport/ui/headless`. */
export const sourceAliases = Object.entries(packageEntries).map(([name, file]) => ({
  find: new RegExp(`^${escape(name)}$`),
  replacement: path.join(root, file),
}));
