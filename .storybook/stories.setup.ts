import { beforeAll } from 'vitest';

/**
 * The a11y addon imports axe-core (about half a megabyte) once a page's first story has played, and axe sets itself
 * up on its first run: about a second that fell inside whichever story a page ran first, and on a slower CI machine
 * took that story past its 5 s. Done here, once per page, before any story (a later file finds it loaded).
 */
beforeAll(async () => {
  const axe = (await import('axe-core')).default;
  await axe.run(document.body);
});
