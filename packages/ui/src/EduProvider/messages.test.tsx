import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { overlayMessages } from '../messages/overlays';
import { shareMessages } from '../messages/share';
import { EduContextProvider, useMessages } from './context';
import type { EduMessageOverrides } from './types';

function Messages() {
  const overlays = useMessages('ui', overlayMessages);
  const share = useMessages('ui', shareMessages);
  return (
    <>
      <h2>{overlays.stepOf(1, 3)}</h2>
      <p>{overlays.close}</p>
      <ul aria-label="Share titles">
        <li>{share.shareTitle.job}</li>
        <li>{share.shareTitle.post}</li>
      </ul>
    </>
  );
}

/** Overrides as a host's JSON or plain JavaScript brings them, past the types. */
function untyped(json: string): EduMessageOverrides {
  return JSON.parse(json) as EduMessageOverrides;
}

describe('useMessages overrides', () => {
  it('keeps the default of a function message overridden by a string, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <EduContextProvider messages={untyped('{"ui":{"stepOf":"Step","close":"Schließen"}}')}>
        <Messages />
      </EduContextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Schließen')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('messages.ui.stepOf must be a function, not a string');
  });

  it('keeps the default of a string or a record given another kind, or undefined', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <EduContextProvider messages={untyped('{"ui":{"close":{"text":"Zu"},"shareTitle":"Teilen"}}')}>
        <EduContextProvider messages={{ ui: { stepOf: undefined } }}>
          <Messages />
        </EduContextProvider>
      </EduContextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Share titles' })).toHaveTextContent(shareMessages.shareTitle.job);
  });

  it('merges a nested record key by key, across nested providers', () => {
    render(
      <EduContextProvider messages={{ ui: { shareTitle: { job: 'Teile diesen Job!' } } }}>
        <EduContextProvider messages={{ ui: { shareTitle: { post: 'Teile diesen Beitrag!' }, stepOf: (step, total) => `${step}/${total}` } }}>
          <Messages />
        </EduContextProvider>
      </EduContextProvider>,
    );
    const titles = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(titles).toEqual(['Teile diesen Job!', 'Teile diesen Beitrag!']);
    expect(screen.getByRole('heading', { name: '1/3' })).toBeInTheDocument();
  });
});
