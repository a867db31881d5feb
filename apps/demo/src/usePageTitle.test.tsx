import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SITE_TITLE, usePageTitle } from './pageTitle';

describe('usePageTitle', () => {
  it('titles the tab after the heading with no second render of the shell, and follows the heading', async () => {
    let renders = 0;
    function Heading() {
      const [text, setText] = useState('Feed');
      return (
        <>
          <h1>{text}</h1>
          <button type="button" onClick={() => setText('Jobs')}>
            Open jobs
          </button>
        </>
      );
    }
    function Shell() {
      renders += 1;
      const mainRef = usePageTitle();
      return (
        <main ref={mainRef}>
          <Heading />
        </main>
      );
    }
    render(<Shell />);
    expect(document.title).toBe(`Feed · ${SITE_TITLE}`);
    // The element arriving must not render the shell again: on a hydrated page that is the whole tree, in one task.
    expect(renders).toBe(1);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Open jobs' }));
    await waitFor(() => expect(document.title).toBe(`Jobs · ${SITE_TITLE}`));
    expect(renders).toBe(1);
  });
});
