import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `styled.div` or `styled(Link)` right before its template or its `.attrs` / `.withConfig`. */
const STYLED_CALL = /\bstyled(\.[A-Za-z]\w*|\((?:[^()]|\([^()]*\))*\))(?=\s*(?:`|\.attrs\b|\.withConfig\b))/g;

/** The start of the ids of a file's styled components (`sc-<prefix>-1`), from its path in the repository. */
export function styledIdPrefix(relative: string): string {
  return createHash('sha256').update(relative).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
}

/**
 * Gives every styled component of the kit and the demo an id made from its file and its place in it, as
 * styled-components' babel plugin does. Without it the id (and the class names) come from a counter of the order
 * components were created in, which differs between the prerender (one process, the server bundle's order) and a
 * browser (the chunks in the order they arrive): the classes would not match when the page hydrates.
 */
export function styledComponentIds(repoRoot: string): Plugin {
  return {
    name: 'edu-demo-styled-component-ids',
    enforce: 'post',
    transform(code, id) {
      const [file = id] = id.split('?');
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled')) return null;
      const relative = path.relative(repoRoot, file);
      if (relative.startsWith('..')) return null;
      const prefix = styledIdPrefix(relative);
      let index = 0;
      const result = code.replace(STYLED_CALL, (call) => `${call}.withConfig({ componentId: "sc-${prefix}-${(index += 1)}" })`);
      return index ? { code: result, map: null } : null;
    },
  };
}
