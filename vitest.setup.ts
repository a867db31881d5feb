import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parts of the cards load on first use (popups, bodies, the error fallback): the first import of such a module is
// transformed on the spot, which takes more than findBy's default second on a busy two-core machine. As in
// Storybook's preview, findBy/waitFor wait up to 5 s and still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
