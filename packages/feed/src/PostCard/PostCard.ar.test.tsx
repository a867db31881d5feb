// The card in Arabic: its strings come from the Arabic catalog (downloaded on first use) and the kit's root turns
// right to left, on the mock backend as a real server answers.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@edupassport/api-client';
import { mockControls, mockStore } from '@edupassport/api-client/mocks';
import { EduProvider } from '@edupassport/ui';
import { startMockBackend } from '../ComposerFrame/composerTestUtils';
import { renderForOneCommentPost } from '../ComposerFrame/localeWorld';
import { must, seededPost } from '../PostActions/storyHelpers';
import { PostCard } from './PostCard';

startMockBackend();

// The catalog and the card's first render are slow on a busy machine: wait for them longer than the default second.
const slow = { timeout: 4000 };

/** A seeded post with exactly one comment (the toggle reads the Arabic singular), in an Arabic provider. */
function renderArabicCard() {
  renderForOneCommentPost('ar', (postId) => <PostCard post={seededPost(postId)} />);
}

describe('PostCard in Arabic', () => {
  beforeEach(renderArabicCard);

  it('shows its footer in Arabic under a right-to-left, Arabic root', async () => {
    const actions = await screen.findByRole('group', { name: 'إجراءات المنشور' }, slow);
    expect(within(actions).getByRole('button', { name: 'تفاعل' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'تعليق واحد' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'مشاركة' })).toBeInTheDocument();
    const root = must(actions.closest('[data-edu-theme]'), 'the kit root');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
  });

  it('opens its comments in Arabic', async () => {
    const toggle = await screen.findByRole('button', { name: 'تعليق واحد' }, slow);
    await userEvent.setup({ delay: null }).click(toggle);
    expect(await screen.findByRole('textbox', { name: 'اكتب تعليقًا' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'التعليقات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
  });
});

describe('a poll in Saudi Arabic', () => {
  it('writes its time left and shares in Arabic words and Arabic-Indic digits', async () => {
    mockControls.realistic(true);
    // The mock store's clock: the seeded poll is open at its time.
    render(
      <EduProvider locale="ar-SA" client={createApiClient({ baseUrl: 'http://api.test' })} clock={{ now: () => mockStore.time() }}>
        <Suspense fallback={null}>
          <PostCard post={seededPost(1012)} favourite={false} />
        </Suspense>
      </EduProvider>,
    );
    expect(await screen.findByText(/^الوقت المتبقي: [٠-٩]+ي [٠-٩]+س [٠-٩]+د$/, undefined, slow)).toBeInTheDocument();
    expect(screen.getAllByText(/^[٠-٩]+٪ · /).length).toBeGreaterThan(1);
    expect(screen.getAllByRole('button', { name: /^صوّت لصالح / }).length).toBeGreaterThan(1);
    // The reactions' total beside the emojis, and their label, count in the same digits.
    const reactions = screen.getByRole('img', { name: /تفاعل/ });
    expect(reactions.textContent).toMatch(/[٠-٩]+$/);
    expect(reactions.textContent).not.toMatch(/[0-9]/);
  });
});

