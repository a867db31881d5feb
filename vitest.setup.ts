import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { resetMocks } from '@edupassport/api-client/mocks';

// What the kit loads on demand (dialogs opened by a click, the rich-text editor, the cropper, the share poster: see
// onDemand) is imported on first render, and that first import is transformed on the spot, which can take more than
// findBy's default second on a busy two-core machine. As in Storybook's preview, findBy/waitFor wait up to 5 s and
// still end as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

// The unit files share one environment per worker (isolate: false in vitest.config.ts): each starts as if alone,
// from the seeded mock backend and empty storage, whatever the file before it did.
beforeAll(() => {
  resetMocks();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.body.innerHTML = '';
  }
});

afterEach(() => {
  cleanup();
});
