import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EduContextProvider, useReportError } from './context';
import { EduProvider } from './EduProvider';

const failure = new Error('The profile service is unavailable');

/** A hook's failure nothing on screen reports, the way the kit's delete hooks meet one. */
function Remove() {
  const report = useReportError('profiles/useAdditionalSkillsEditor');
  return <button onClick={() => report(failure)}>Remove</button>;
}

async function clickRemove(ui: ReactNode) {
  render(ui);
  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('EduProvider onError', () => {
  it('hands a hook’s error and its source to the host, and leaves the console alone', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    await clickRemove(
      <EduProvider onError={onError}>
        <Remove />
      </EduProvider>,
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, { source: 'profiles/useAdditionalSkillsEditor' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('reaches a hook under a nested provider that sets no onError of its own', async () => {
    const onError = vi.fn();
    await clickRemove(
      <EduProvider onError={onError}>
        <EduContextProvider routes={{ login: () => '/sign-in' }}>
          <Remove />
        </EduContextProvider>
      </EduProvider>,
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, { source: 'profiles/useAdditionalSkillsEditor' });
  });

  it('logs with console.error by default outside production', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await clickRemove(
      <EduProvider>
        <Remove />
      </EduProvider>,
    );
    expect(logged).toHaveBeenCalledExactlyOnceWith('[@edupassport/profiles/useAdditionalSkillsEditor]', failure);
  });

  it('logs nothing by default in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await clickRemove(
      <EduProvider>
        <Remove />
      </EduProvider>,
    );
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps the hook working when the host’s handler throws', async () => {
    const onError = vi.fn(() => {
      throw new Error('handler bug');
    });
    function RemoveThenSay() {
      const report = useReportError('profiles/useEndorsementsEditor');
      return (
        <button
          onClick={(event) => {
            report(failure);
            event.currentTarget.textContent = 'Removed';
          }}
        >
          Remove
        </button>
      );
    }
    await clickRemove(
      <EduProvider onError={onError}>
        <RemoveThenSay />
      </EduProvider>,
    );
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Removed' })).toBeInTheDocument();
  });
});
