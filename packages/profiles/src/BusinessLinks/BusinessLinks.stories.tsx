import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createLinkPreviewService, type Link, type LinkPreviewService } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockStore, pageSpeedAnswer } from '@edupassport/api-client/mocks';
import { BusinessLinks, type BusinessLinksProps } from './BusinessLinks';

type PreviewStub = 'screenshot' | 'loading' | 'failing' | 'broken';

/** A screenshot the browser cannot decode, as a service answering with a damaged picture gives. */
const BROKEN_SCREENSHOT = 'data:image/png;base64,AAAA';

/** Every page-speed request the stubbed services saw in this story (the URL asked for). */
const pageSpeedCalls: string[] = [];

/** A real preview service whose fetch is stubbed: no network, a memory cache, 10 ms back-offs. */
function stubService(kind: PreviewStub): LinkPreviewService {
  const cache = new Map<string, string>();
  const fetchStub: typeof fetch = (input, init) => {
    const target = new URL(String(input)).searchParams.get('url') ?? '';
    pageSpeedCalls.push(target);
    if (kind === 'loading') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    }
    if (kind === 'failing') {
      return Promise.resolve(Response.json({ error: { code: 500, message: 'Lighthouse returned error: NO_FCP' } }, { status: 500 }));
    }
    const answer = pageSpeedAnswer(target);
    if (kind === 'broken') {
      answer.lighthouseResult.audits['final-screenshot'].details.data = BROKEN_SCREENSHOT;
      answer.lighthouseResult.fullPageScreenshot.screenshot.data = BROKEN_SCREENSHOT;
    }
    return Promise.resolve(Response.json(answer));
  };
  return createLinkPreviewService({ fetch: fetchStub, backoffMs: 10, timeoutMs: 600_000, storage: { getItem: (k) => cache.get(k) ?? null, setItem: (k, v) => void cache.set(k, v) } });
}

const OWNER = MOCK_USER_IDS.businessOwner;
const EMPTY_BUSINESS = MOCK_USER_IDS.businessOwner + 7;
/** The stored links of a business account (the mock backend's, after the story's reset). */
const stored = (id: number = OWNER): Link[] => (mockStore.users.find((u) => u.id === id)?.business_profile?.our_links ?? []).map((l) => ({ ...l }));

/** Three links a school would show. */
const schoolLinks: Link[] = [
  { id: 1, link_title: 'Admissions 2026/27', url: 'https://greenfield-academy.example.com/admissions' },
  { id: 2, link_title: 'Open Day Tour', url: 'https://greenfield-academy.example.com/open-day' },
  { id: 3, link_title: 'Careers at Greenfield', url: 'https://careers.greenfield-academy.example.com' },
];

interface StoredProps extends BusinessLinksProps {
  /** Which stubbed preview service the cards use. */
  preview: PreviewStub;
}

/** The section on a list, keeping what it saves and deletes as the page does, with one stubbed service per mount. */
function Stored({ links, preview, ...props }: StoredProps) {
  const [items, setItems] = useState(links);
  const [service] = useState(() => stubService(preview));
  return (
    <div style={{ maxWidth: 480 }}>
      <BusinessLinks {...props} links={items} onLinksChange={setItems} previewService={service} />
    </div>
  );
}

const meta = {
  title: 'Profiles/BusinessLinks',
  component: BusinessLinks,
  args: { links: schoolLinks, editable: true },
  parameters: { session: 'businessOwner' },
  beforeEach: () => {
    pageSpeedCalls.length = 0;
  },
  render: (args) => <Stored {...args} preview="screenshot" />,
} satisfies Meta<typeof BusinessLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const ownLinks = (args: BusinessLinksProps) => <Stored {...args} links={stored()} preview="screenshot" />;

async function openAdd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Links' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  return within(await screen.findByRole('dialog', { name: 'Add Links' }));
}

const row = (dialog: ReturnType<typeof within>, n: number) => within(dialog.getByRole('group', { name: `Link ${n}` }));

async function fillRow(dialog: ReturnType<typeof within>, n: number, title: string, url: string) {
  const fields = row(dialog, n);
  await userEvent.click(fields.getByRole('textbox', { name: 'Link Title' }));
  await userEvent.paste(title);
  await userEvent.click(fields.getByRole('textbox', { name: 'URL' }));
  await userEvent.paste(url);
}

/** The carousel: one card at a time with its screenshot, pager dots for three links. */
export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Screenshot of Admissions 2026/27' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Admissions 2026\/27/ })).toHaveAttribute('href', 'https://greenfield-academy.example.com/admissions');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await expect(await canvas.findByRole('img', { name: 'Screenshot of Careers at Greenfield' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'true');
  },
};

/** One link: no pager dots. */
export const SingleLink: Story = {
  args: { links: schoolLinks.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Screenshot of Admissions 2026/27' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Go to page/ })).toBeNull();
  },
};

/** The preview while the page-speed service works: 'Loading preview...'. */
export const PreviewLoading: Story = {
  args: { links: schoolLinks.slice(0, 1) },
  render: (args) => <Stored {...args} preview="loading" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading preview...');
    await waitFor(() => expect(pageSpeedCalls).toEqual(['https://greenfield-academy.example.com/admissions']));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The preview loaded: the service's screenshot. */
export const PreviewScreenshot: Story = {
  args: { links: schoolLinks.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shot = await canvas.findByRole('img', { name: 'Screenshot of Admissions 2026/27' });
    await expect(shot.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect(canvas.queryByText('Loading preview...')).toBeNull();
  },
};

/** After 3 failed attempts: a gradient with the link's title. */
export const PreviewFailsGradient: Story = {
  args: { links: schoolLinks.slice(1, 2) },
  render: (args) => <Stored {...args} preview="failing" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading preview...')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-part="preview"]')).toHaveAttribute('data-state', 'failed'));
    await expect(pageSpeedCalls).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-part="preview"]')).toHaveTextContent('Open Day Tour');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A screenshot that fails to load: the same gradient with the title, never a broken-image icon. */
export const ScreenshotBrokenGradient: Story = {
  args: { links: schoolLinks.slice(1, 2) },
  render: (args) => <Stored {...args} preview="broken" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = () => canvasElement.querySelector('[data-part="preview"]');
    await waitFor(() => expect(preview()).toHaveAttribute('data-state', 'failed'));
    await expect(preview()).toHaveTextContent('Open Day Tour');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Open Day Tour/ })).toBeVisible();
  },
};

/** An unsafe or unparseable stored URL: the title as text and the gradient, no request. */
export const UnsafeUrl: Story = {
  args: { links: [{ id: 9, link_title: 'Old brochure', url: 'javascript:alert(1)' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="preview"]')).toHaveAttribute('data-state', 'failed');
    await expect(pageSpeedCalls).toEqual([]);
  },
};

/** A visitor sees the cards; there is no edit control. */
export const Visitor: Story = {
  args: { editable: false },
  parameters: { session: 'member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Screenshot of Admissions 2026/27' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Links' })).toBeNull();
  },
};

/** Edit mode lists the links with a delete icon each; Cancel returns to the carousel. */
export const EditMode: Story = {
  render: ownLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = stored()[0] as Link;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Links' }));
    await expect(canvas.getByRole('button', { name: `Delete ${first.link_title}` })).toBeVisible();
    await expect(canvas.getByText(first.url)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('img', { name: `Screenshot of ${first.link_title}` })).toBeVisible();
  },
};

/** Continue on an empty row, then a bad URL, then no row at all. */
export const Validation: Story = {
  render: ownLinks,
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'Link Title' })).toHaveAccessibleDescription('Link Title is required');
    await expect(row(dialog, 1).getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription('URL is required');
    await fillRow(dialog, 1, 'Prospectus', 'not a url');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription('Invalid URL format');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove link 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Add at least one link');
  },
};

/** A URL without a scheme is shown normalised on the preview and saved so; Back keeps the rows. */
export const AddAndSave: Story = {
  render: ownLinks,
  play: async ({ canvasElement }) => {
    const before = stored();
    const dialog = await openAdd(canvasElement);
    await fillRow(dialog, 1, 'Summer School 2026', 'greenfield-academy.example.com/summer');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('https://greenfield-academy.example.com/summer')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'URL' })).toHaveValue('greenfield-academy.example.com/summer');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(stored().map((l) => l.url)).toEqual([...before.map((l) => l.url), 'https://greenfield-academy.example.com/summer']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Delete Summer School 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('button', { name: `Go to page ${before.length + 1}` })).toBeVisible();
  },
};

/** A failed save keeps the dialog open with the rows and says why. */
export const SaveFails: Story = {
  render: ownLinks,
  beforeEach: () => {
    mockControls.fail('business.updateLinks', { status: 503, message: 'The profile service is busy, try again shortly' });
  },
  play: async ({ canvasElement }) => {
    const before = stored();
    const dialog = await openAdd(canvasElement);
    await fillRow(dialog, 1, 'Summer School 2026', 'https://greenfield-academy.example.com/summer');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Could not save: The profile service is busy, try again shortly');
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(row(dialog, 1).getByRole('textbox', { name: 'Link Title' })).toHaveValue('Summer School 2026');
    await expect(stored()).toEqual(before);
  },
};

/** Delete by id in Edit mode. */
export const DeleteLink: Story = {
  render: ownLinks,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, ...rest] = stored();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Links' }));
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first?.link_title}` }));
    await waitFor(() => expect(stored()).toEqual(rest));
  },
};

/** A failed delete keeps the link and says why. */
export const DeleteFails: Story = {
  render: ownLinks,
  beforeEach: () => {
    mockControls.fail('business.deleteLink', { status: 500, message: 'The profile service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = stored()[0] as Link;
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Links' }));
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first.link_title}` }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not delete: The profile service is unavailable');
    await expect(canvas.getByRole('button', { name: `Delete ${first.link_title}` })).toBeVisible();
  },
};

/** No links yet. */
export const Empty: Story = {
  render: (args) => <Stored {...args} links={stored(EMPTY_BUSINESS)} preview="screenshot" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

/** Long titles and URLs wrap in the card. */
export const LongText: Story = {
  args: {
    links: [
      { id: 1, link_title: 'International Baccalaureate Diploma Programme: Course Handbook and Assessment Calendar', url: 'https://greenfield-academy.example.com/academics/ib-diploma/handbook-and-assessment-calendar-2026' },
      { id: 2, link_title: 'Parent Portal', url: 'https://parents.greenfield-academy.example.com' },
    ],
  },
  render: (args) => <Stored {...args} preview="failing" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-part="preview"]')).toHaveAttribute('data-state', 'failed'));
    await expect(within(canvasElement).getByRole('link', { name: /Course Handbook/ })).toBeVisible();
  },
};

/** The preview step, left open: titles with their normalised URLs. */
export const PreviewStep: Story = {
  render: ownLinks,
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillRow(dialog, 1, 'Summer School 2026', 'greenfield-academy.example.com/summer');
    await userEvent.click(dialog.getByRole('button', { name: 'Add another link' }));
    await fillRow(dialog, 2, 'Parent Portal', 'http://parents.greenfield-academy.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('https://greenfield-academy.example.com/summer')).toBeVisible();
    await expect(preview.getByText('http://parents.greenfield-academy.example.com/')).toBeVisible();
  },
};
