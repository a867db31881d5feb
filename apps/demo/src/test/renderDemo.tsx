import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as mocks from '@edupassport/api-client/mocks';
import { App } from '../App';
import { pageLoaders } from '../pageLoaders';

/**
 * The mock backend in Node for a demo test file: listens for the file, and after each test reseeds the
 * store and forgets the role the switcher kept.
 */
export function setupDemoServer() {
  const server = setupServer(...mocks.handlers);
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'bypass' });
    // The pages load per route (React.lazy): fetched once up front, so no test's timing includes compiling them.
    await Promise.all(Object.values(pageLoaders).map((load) => load()));
  }, 120_000);
  afterEach(() => {
    mocks.resetMocks();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
}

/** The whole demo app at `path`, on the mock backend, as the browser build assembles it (under `basename`, as deployed with DEMO_BASE). */
export function renderDemo(path: string, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[basename ? basename + path : path]} basename={basename}>
      <App apiUrl="http://api.test" mocks={mocks} />
    </MemoryRouter>,
  );
}

export { mocks };
