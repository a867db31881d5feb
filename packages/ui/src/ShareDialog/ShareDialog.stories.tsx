import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { businessProfileSchema, dealSchema, eventSchema, jobSchema, postSchema, userProfileSchema } from '@edupassport/api-client';
import { mockStore } from '@edupassport/api-client/mocks';
import { Button } from '../Button';
import { EduProvider } from '../EduProvider';
import type { EduRoutes } from '../EduProvider/routes';
import { ShareIcon } from '../icons';
import { brokenImage, classroomPhoto, defaultCover, eventCover, portraits, schoolLogo } from '../Image/storyImages';
import type { ShareTarget } from '../share/types';
import { ShareDialog } from './ShareDialog';

/** Share links in these stories are built on the production origin, so the assertions are exact. */
const ORIGIN = 'https://edupassport.io';

interface HarnessProps {
  /** Builds the target from the freshly seeded mock store (stories render after each reset). */
  target: () => ShareTarget;
  /** Spied popup opener of the nested provider. */
  openPopup: (url: string, options: { width: number; height: number }) => void;
  /** Spied navigation of the nested provider. */
  navigate: (url: string) => void;
  /** Route overrides of the nested provider, e.g. a default event image the story server can serve. */
  routes?: Partial<EduRoutes>;
}

/** A Share button that opens the dialog, the way every card uses it; it starts open for the screenshot. */
function Harness({ target, openPopup, navigate, routes }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [shared] = useState(target);
  return (
    <EduProvider origin={ORIGIN} openPopup={openPopup} navigate={navigate} routes={routes}>
      <Button variant="outline" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog open={open} onOpenChange={setOpen} target={shared} />
    </EduProvider>
  );
}

const seeded = <T,>(list: T[], predicate: (item: T) => boolean, what: string): T => {
  const found = list.find(predicate);
  if (!found) throw new Error(`No seeded ${what}`);
  return structuredClone(found);
};

const jobTarget = (): ShareTarget => ({ type: 'job', job: jobSchema.parse(seeded(mockStore.jobs, (j) => j.id === 2000, 'job')) });
const eventTarget = (): ShareTarget => ({
  type: 'event',
  // The mock's picsum pictures cannot load on the closed story network: an inline cover stands in.
  event: eventSchema.parse({ ...seeded(mockStore.events, (e) => e.id === 3000, 'event'), event_cover_image: eventCover }),
});
const dealTarget = (): ShareTarget => ({
  type: 'deal',
  deal: dealSchema.parse({ ...seeded(mockStore.deals, (d) => d.id === 4000, 'deal'), deal_photo_url: classroomPhoto }),
});
const profileTarget = (): ShareTarget => ({
  type: 'profile',
  profile: userProfileSchema.parse({ ...seeded(mockStore.users, (u) => u.id === 1, 'user'), profile_picture: portraits.amara }),
});
const businessTarget = (): ShareTarget => {
  const owner = seeded(mockStore.users, (u) => u.id === 101, 'business owner');
  // The company's picture is the account's profile picture (the mock's cannot load on the closed story network).
  return { type: 'business_profile', business: businessProfileSchema.parse(owner.business_profile), id: owner.id, logo: schoolLogo };
};
const postTarget = (): ShareTarget => {
  const post = seeded(mockStore.posts, (p) => p.id === 1000, 'post');
  return { type: 'post', post: postSchema.parse({ ...post, user: { ...post.user, profile_picture: portraits.ben } }) };
};

const meta = {
  title: 'UI/ShareDialog',
  component: Harness,
  args: { target: jobTarget, openPopup: fn(), navigate: fn() },
  argTypes: { target: { control: false }, routes: { control: false } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const encoded = (path: string) => encodeURIComponent(`${ORIGIN}${path}`);

/** Replaces the clipboard for one story; the returned function puts the browser's back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** A job: its title, the preview (title, company, location), and Facebook in a 660×460 popup with the encoded job link. */
export const Job: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    const view = within(dialog);
    // The Instagram image comes first, and takes the focus.
    await waitFor(() => expect(view.getByRole('button', { name: 'Share to Instagram' })).toHaveFocus());
    await expect(view.getByText('Physics Tutor')).toBeVisible();
    await expect(view.getByText('Greenfield Academy')).toBeVisible();
    await expect(view.getByText('Berlin, Germany')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Share on Facebook' }));
    await expect(args.openPopup).toHaveBeenCalledWith(`https://www.facebook.com/sharer/sharer.php?u=${encoded('/details/job/2000')}`, {
      width: 660,
      height: 460,
    });
    await expect(view.getByText('OR')).toBeVisible();
    await expect(view.getByRole('link', { name: 'Share via Email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Check out this EDU Job! Physics Tutor')}&body=${encodeURIComponent(
        `Check out this EDU Job! Physics Tutor\n\n${ORIGIN}/details/job/2000`,
      )}`,
    );
  },
};

/** An event: cover, name and date; X gets the link and the message. */
export const Event: Story = {
  args: { target: eventTarget },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Great, Share This EDU Event!' });
    const view = within(dialog);
    await expect(view.getByText('STEM Teaching Fair')).toBeVisible();
    await expect(view.getByText('Mon, 23 Nov 2026')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Share on X' }));
    await expect(args.openPopup).toHaveBeenCalledWith(
      `https://twitter.com/intent/tweet?url=${encoded('/details/event/3000')}&text=${encodeURIComponent('Check out this EDU Event! STEM Teaching Fair')}`,
      { width: 660, height: 460 },
    );
  },
};

/** A deal: type, category, name, 'Use by Sep 2026' and View Deal, which goes to the deal and closes the dialog. */
export const Deal: Story = {
  args: { target: dealTarget },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share This Deal With Your Friends!' });
    const view = within(dialog);
    await expect(view.getByText('Discount')).toBeVisible();
    await expect(view.getByText('Training')).toBeVisible();
    await expect(view.getByText('Half-price CPD course')).toBeVisible();
    await expect(view.getByText('Use by Sep 2026')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Share on LinkedIn' }));
    await expect(args.openPopup).toHaveBeenCalledWith(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded('/details/deal/4000')}`, {
      width: 660,
      height: 460,
    });
    await userEvent.click(view.getByRole('link', { name: 'View Deal' }));
    await expect(args.navigate).toHaveBeenCalledWith('/details/deal/4000');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** An educator profile: avatar and name; WhatsApp carries the message and the link in one text. */
export const Profile: Story = {
  args: { target: profileTarget },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share this educator profile to your friends!' });
    const view = within(dialog);
    await expect(view.getByText('Amara Okafor')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Share on WhatsApp' }));
    await expect(args.openPopup).toHaveBeenCalledWith(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`Check out this EDU educator profile! Amara Okafor ${ORIGIN}/profiles/educator?id=1&mode=preview`)}`,
      { width: 660, height: 460 },
    );
  },
};

/** A business profile: the company's picture, name and tagline; the link names the owner's user id. */
export const BusinessProfile: Story = {
  args: { target: businessTarget },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share this business profile to your friends!' });
    const view = within(dialog);
    // The company's picture, not its initials.
    const logo = dialog.querySelector('[data-part="preview"] img');
    await expect(logo).toHaveAttribute('src', schoolLogo);
    await waitFor(() => expect(logo).toBeVisible());
    await expect(view.getByText('Greenfield Academy')).toBeVisible();
    await expect(view.getByText('Great teaching, every classroom')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Share on Telegram' }));
    await expect(args.openPopup).toHaveBeenCalledWith(
      `https://t.me/share/url?url=${encoded('/profiles/business?id=101&mode=preview')}&text=${encodeURIComponent(
        'Check out this EDU business profile! Greenfield Academy',
      )}`,
      { width: 660, height: 460 },
    );
  },
};

/** A post: author and an excerpt; the six networks only, no 'OR', Copy Link or e-mail. */
export const Post: Story = {
  args: { target: postTarget },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share This Post With Your Friends!' });
    const view = within(dialog);
    await expect(view.getByText('Ben Schmidt')).toBeVisible();
    await expect(view.getByText(/Workshop on reading intervention/)).toBeVisible();
    await expect(view.getAllByRole('button', { name: /^Share on / })).toHaveLength(6);
    await expect(view.queryByText('OR')).not.toBeInTheDocument();
    await expect(view.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    await expect(view.queryByRole('link', { name: 'Share via Email' })).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Share on Reddit' }));
    await expect(args.openPopup).toHaveBeenCalledWith(expect.stringMatching(`^https://www\\.reddit\\.com/submit\\?url=${encoded('/feed/1000')}&title=`), {
      width: 660,
      height: 460,
    });
  },
};

/** Copy Link writes the job link to the clipboard and says 'Link copied to clipboard'. */
export const CopyLink: Story = {
  beforeEach: () => stubClipboard(fn(async () => {})),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${ORIGIN}/details/job/2000`);
    await expect(await body(canvasElement).findByText('Link copied to clipboard')).toBeVisible();
  },
};

/** A refused clipboard: the dialog stays, and the toast says 'Failed to copy link'. */
export const CopyLinkFailure: Story = {
  args: { target: eventTarget },
  beforeEach: () => stubClipboard(fn(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')))),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Great, Share This EDU Event!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await expect(await body(canvasElement).findByText('Failed to copy link')).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

/** 'Share to Instagram' opens the poster dialog over this one; closing it comes back here, focus on the button. */
export const Instagram: Story = {
  args: { target: eventTarget },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Great, Share This EDU Event!' });
    const instagram = within(dialog).getByRole('button', { name: 'Share to Instagram' });
    await userEvent.click(instagram);
    const poster = await body(canvasElement).findByRole('dialog', { name: 'Share to Instagram' });
    await expect(within(poster).getByRole('button', { name: 'Open Instagram' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Share to Instagram' })).not.toBeInTheDocument());
    await expect(body(canvasElement).getByRole('dialog', { name: 'Be Great, Share This EDU Event!' })).toBeVisible();
    await waitFor(() => expect(instagram).toHaveFocus());
  },
};

/** Long names wrap inside the preview; a long post is cut to an excerpt with an ellipsis. */
export const LongText: Story = {
  args: {
    target: () => ({
      type: 'job',
      job: jobSchema.parse({
        ...seeded(mockStore.jobs, (j) => j.id === 2001, 'job'),
        job_title: 'Head of Primary Mathematics and Numeracy Intervention Coordinator (Key Stage 1 and 2, maternity cover)',
        business_name: 'The International Bilingual School of Berlin-Brandenburg, Primary and Early Years Campus',
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Awesome, Share this EDU Job!' });
    const title = within(dialog).getByText(/^Head of Primary Mathematics/);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};

/** A post longer than the preview: the excerpt stops at a word with an ellipsis. */
export const LongPost: Story = {
  args: {
    target: () => {
      const post = seeded(mockStore.posts, (p) => p.id === 1000, 'post');
      const content = `<p>${'Our Year 4 team tried reading buddies across classes this term, pairing confident readers with those who need a boost. '.repeat(4)}</p>`;
      return { type: 'post', post: postSchema.parse({ ...post, content, user: { ...post.user, profile_picture: portraits.ben } }) };
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share This Post With Your Friends!' });
    const excerpt = within(dialog).getByText(/^Workshop on reading intervention — Our Year 4 team/);
    await expect(excerpt.textContent?.endsWith('…')).toBe(true);
    await expect((excerpt.textContent ?? '').length).toBeLessThanOrEqual(161);
  },
};

/** A broken event cover shows the default event image. */
export const BrokenImages: Story = {
  args: {
    target: () => ({
      type: 'event',
      event: eventSchema.parse({ ...seeded(mockStore.events, (e) => e.id === 3001, 'event'), event_cover_image: brokenImage }),
    }),
    // The spec's default cover stands in as an inline picture: the story server has no /img folder.
    routes: { defaultEventImage: () => defaultCover },
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Be Great, Share This EDU Event!' });
    const cover = dialog.querySelector('[data-part="preview"] img');
    await waitFor(() => expect(cover).toHaveAttribute('data-state', 'fallback'));
    await expect(cover).toHaveAttribute('src', defaultCover);
  },
};

const brokenDealTarget = (): ShareTarget => ({
  type: 'deal',
  deal: dealSchema.parse({ ...seeded(mockStore.deals, (d) => d.id === 4000, 'deal'), deal_photo_url: brokenImage }),
});

/** A broken deal picture shows the default image, as on the deal card, never an empty square beside the text. */
export const BrokenDealPicture: Story = {
  args: { target: brokenDealTarget, routes: { defaultEventImage: () => defaultCover } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share This Deal With Your Friends!' });
    const picture = () => dialog.querySelector('[data-part="preview"] img');
    await waitFor(() => expect(picture()).toHaveAttribute('data-state', 'fallback'));
    await expect(picture()).toHaveAttribute('src', defaultCover);
    await expect(picture()).toBeVisible();
  },
};

/** The default image fails too: a placeholder keeps the picture's square. */
export const BrokenDealPictureAndDefault: Story = {
  args: { target: brokenDealTarget, routes: { defaultEventImage: () => '/also-missing.png' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share This Deal With Your Friends!' });
    const placeholder = () => dialog.querySelector('[data-part="preview"] [data-state="placeholder"]');
    await waitFor(() => expect(placeholder()).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'View Deal' })).toBeVisible();
  },
};
