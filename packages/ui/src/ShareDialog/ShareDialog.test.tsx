import { createRef } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealSchema, jobSchema } from '@edupassport/api-client';
import { EduContextProvider } from '../EduProvider/context';
import type { ToastAdapter } from '../EduProvider/types';
import { shareMessages } from '../messages/share';
import type { ShareTarget } from '../share/types';
import { ShareDialog } from './ShareDialog';

const job: ShareTarget = {
  type: 'job',
  job: jobSchema.parse({ id: 2000, job_title: 'Physics Tutor', business_name: 'Greenfield Academy', created_at: '2026-11-01T09:00:00.000Z' }),
};
const deal: ShareTarget = { type: 'deal', deal: dealSchema.parse({ id: 4000, deal_name: 'Half-price CPD course' }) };

const toastSpy = () => ({ show: vi.fn<ToastAdapter['show']>(() => 't1'), dismiss: vi.fn() });

/** jsdom has no clipboard: give it one for a test (user-event would swap in its own, so clicks use fireEvent). */
function setClipboard(value: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value });
}

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('ShareDialog', () => {
  it('is uncontrolled with defaultOpen, forwards its ref and closes through onOpenChange', async () => {
    const ref = createRef<HTMLDivElement>();
    const onOpenChange = vi.fn();
    render(<ShareDialog ref={ref} defaultOpen onOpenChange={onOpenChange} target={job} className="share" />);
    const dialog = screen.getByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    expect(ref.current).toBe(dialog);
    expect(dialog).toHaveClass('share');
    expect(dialog).toHaveAttribute('data-share-type', 'job');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("builds every link from the provider's remapped routes and origin", async () => {
    const openPopup = vi.fn();
    render(
      <EduContextProvider origin="https://jobs.school.example" routes={{ jobDetail: (id) => `/careers/${id}` }} openPopup={openPopup}>
        <ShareDialog defaultOpen target={job} />
      </EduContextProvider>,
    );
    const url = 'https://jobs.school.example/careers/2000';
    await userEvent.click(screen.getByRole('button', { name: 'Share on Telegram' }));
    expect(openPopup).toHaveBeenCalledWith(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent('Check out this EDU Job! Physics Tutor')}`,
      { width: 660, height: 460 },
    );
    const email = screen.getByRole('link', { name: 'Share via Email' }).getAttribute('href') ?? '';
    expect(new URLSearchParams(email.slice('mailto:?'.length)).get('body')).toContain(url);
  });

  it('counts a missing clipboard (an insecure page) as a failed copy', async () => {
    setClipboard(undefined);
    const toast = toastSpy();
    render(
      <EduContextProvider toast={toast}>
        <ShareDialog defaultOpen target={deal} />
      </EduContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith({ kind: 'error', title: 'Failed to copy link' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('copies the link on the configured origin and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const toast = toastSpy();
    render(
      <EduContextProvider toast={toast} origin="https://edupassport.io">
        <ShareDialog defaultOpen target={deal} />
      </EduContextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith('https://edupassport.io/details/deal/4000');
    await waitFor(() => expect(toast.show).toHaveBeenCalledWith({ kind: 'success', title: 'Link copied to clipboard' }));
  });

  it("takes the host's message overrides for titles, prefixes and labels", () => {
    render(
      <EduContextProvider
        messages={{
          ui: {
            shareTitle: { ...shareMessages.shareTitle, deal: 'Teile dieses Angebot!' },
            shareMessagePrefix: { ...shareMessages.shareMessagePrefix, deal: 'Sieh dir das an!' },
            shareOn: (network: string) => `Auf ${network} teilen`,
          },
        }}
      >
        <ShareDialog defaultOpen target={deal} />
      </EduContextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Teile dieses Angebot!' });
    expect(within(dialog).getByRole('button', { name: 'Auf Facebook teilen' })).toBeInTheDocument();
    const email = within(dialog).getByRole('link', { name: 'Share via Email' }).getAttribute('href') ?? '';
    expect(new URLSearchParams(email.slice('mailto:?'.length)).get('subject')).toBe('Sieh dir das an! Half-price CPD course');
  });
});
