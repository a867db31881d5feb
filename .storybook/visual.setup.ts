import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeEach, vi } from 'vitest';
import { FIXTURE_NOW } from '@edupassport/api-client/mocks';
import previewAnnotations from './preview';

// Composed stories get the global decorator (EduProvider on the mock backend), the MSW loader and the world reset.
setProjectAnnotations([previewAnnotations]);

// The fixtures are dated around FIXTURE_NOW: "2 h ago" must read the same on every day the baselines are checked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(FIXTURE_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});
