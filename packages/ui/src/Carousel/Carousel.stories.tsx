import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { generateBusinessProfile, generateEndorsement } from '@edupassport/api-client/mocks';
import { Truncate } from '../Truncate';
import { Carousel } from './Carousel';
import { gallery } from './storyGallery';

const photo = (index: number) => {
  const picture = gallery[index % gallery.length]!;
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
    />
  );
};
const photos = gallery.map((_, index) => photo(index));

const longRecommendation =
  'Ngozi rebuilt our Year 9 biology curriculum around field work, mentored three newly qualified teachers through their first year, and still found time to run the after-school STEM club that took our students to the national finals.';
const endorsements = Array.from({ length: 10 }, (_, i) =>
  generateEndorsement({ id: 9100 + i, ...(i % 3 === 0 ? { recommendation: longRecommendation } : {}) }),
);

const cardStyle = {
  height: '100%',
  boxSizing: 'border-box',
  padding: 16,
  borderRadius: 12,
  border: '1px solid var(--edu-color-border)',
  background: 'var(--edu-color-surface)',
  fontFamily: 'var(--edu-font-body)',
} as const;

const endorsementCards = endorsements.map((endorsement) => (
  <article key={endorsement.id} style={cardStyle}>
    <h3 style={{ margin: 0, fontSize: '1rem' }}>{endorsement.name}</h3>
    <p style={{ margin: '2px 0 8px', color: 'var(--edu-color-text-muted)', fontSize: '0.875rem' }}>
      {endorsement.position} · {endorsement.organization}
    </p>
    <Truncate maxChars={150}>{endorsement.recommendation}</Truncate>
  </article>
));

const school = generateBusinessProfile({ id: 4242, company_name: 'Greenfield Academy' });
const links = [
  { title: 'Website', url: school.company_website, picture: 0 },
  { title: 'Admissions', url: `${school.company_website}/admissions`, picture: 1 },
  { title: 'Careers', url: `${school.company_website}/careers`, picture: 2 },
];
const linkCards = links.map((link) => (
  <a key={link.title} href={link.url} style={{ ...cardStyle, display: 'block', color: 'inherit', textDecoration: 'none' }}>
    <img
      src={gallery[link.picture]!.src}
      alt=""
      style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
    />
    <strong style={{ display: 'block', marginTop: 8, color: 'var(--edu-color-primary)' }}>{link.title}</strong>
    <span style={{ color: 'var(--edu-color-text-muted)', fontSize: '0.875rem' }}>{link.url}</span>
  </a>
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: 'Event gallery', items: photos, showCounter: true, onPageChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlides = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));

/** A gallery with one photo: no arrows, no counter. */
export const SinglePage: Story = {
  args: { items: [photos[0]] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Event gallery' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('group', { name: '1 of 1' })).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText('1 / 1')).not.toBeInTheDocument();
  },
};

/** The event gallery preview: one photo at a time with an 'n / total' counter; the arrows stop at the ends. */
export const ManyPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    const announcer = canvasElement.querySelector('[aria-live="polite"]')!;
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('1 / 5')).toBeInTheDocument();

    await userEvent.click(next);
    await expect(canvas.getByRole('img', { name: gallery[1]!.alt })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: gallery[0]!.alt })).not.toBeInTheDocument();
    await expect(canvas.getByText('2 / 5')).toBeInTheDocument();
    await expect(announcer).toHaveTextContent('Slide 2 of 5');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(previous);
    await expect(canvas.getByText('1 / 5')).toBeInTheDocument();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    // Arrow keys work wherever focus is inside the carousel.
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('2 / 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
    await userEvent.click(next);
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('4 / 5')).toBeInTheDocument();
    await expect(visibleSlides(canvasElement)).toEqual(['4 of 5']);
  },
};

/** Endorsements on an educator profile: 4 cards per page with pager dots. */
export const FourPerPage: Story = {
  args: { label: 'Endorsements', items: endorsementCards, itemsPerPage: 4, showDots: true, showCounter: false },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleSlides(canvasElement)).toEqual(['1 of 10', '2 of 10', '3 of 10', '4 of 10']);
    const dots = canvas.getAllByRole('button', { name: /^Go to page/ });
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await expect(visibleSlides(canvasElement)).toEqual(['9 of 10', '10 of 10']);
    await expect(canvas.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Go to page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Slides 9 to 10 of 10');

    // From a dot, the arrow keys move the page and focus follows to the new page's dot.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleSlides(canvasElement)).toEqual(['5 of 10', '6 of 10', '7 of 10', '8 of 10']);
    await expect(canvas.getByRole('button', { name: 'Go to page 2' })).toHaveFocus();
  },
};

/** Up to four per page, each at least 240 px: a 640 px column shows two a page (beside the arrows), not four squeezed cards. */
export const FitsANarrowColumn: Story = {
  args: { label: 'Endorsements', items: endorsementCards, itemsPerPage: 4, minItemWidth: 240, showDots: true, showCounter: false },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visibleSlides(canvasElement)).toEqual(['1 of 10', '2 of 10']);
    await expect(canvas.getAllByRole('button', { name: /^Go to page/ })).toHaveLength(5);
    for (const slide of canvas.getAllByRole('group')) {
      await expect(slide.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(visibleSlides(canvasElement)).toEqual(['3 of 10', '4 of 10']);
  },
};

/** The same carousel in a wide column shows four a page. */
export const FitsAWideColumn: Story = {
  ...FitsANarrowColumn,
  decorators: [
    (Story) => (
      <div style={{ width: 1200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(visibleSlides(canvasElement)).toEqual(['1 of 10', '2 of 10', '3 of 10', '4 of 10']);
  },
};

/** One card in a wide column uses the column's width (the educator profile's single work experience). */
export const OneCardFillsTheColumn: Story = {
  args: { label: 'Endorsements', items: endorsementCards.slice(0, 1), itemsPerPage: 4, minItemWidth: 240, showCounter: false },
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = canvas.getByRole('group', { name: '1 of 1' });
    const carousel = canvas.getByRole('region', { name: 'Endorsements' });
    await expect(slide.getBoundingClientRect().width).toBeGreaterThan(carousel.getBoundingClientRect().width - 2);
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  },
};

/** Wrap-around arrows, as in the business gallery preview: next on the last photo shows the first. */
export const Loop: Story = {
  args: { loop: true, defaultPage: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    await expect(canvas.getByText('1 / 5')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: gallery[0]!.alt })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('1 / 5')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('5 / 5')).toBeInTheDocument();
  },
};

/** The business profile's links: link cards with a screenshot and pager dots. */
export const Dots: Story = {
  args: { label: 'Links', items: linkCards, showDots: true, showCounter: false },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Website/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
    await expect(canvas.getByRole('link', { name: /Careers/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(canvas.getByRole('link', { name: /Admissions/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Counter and dots together, moving in step. */
export const DotsAndCounter: Story = {
  args: { showDots: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 4' }));
    await expect(canvas.getByText('4 / 5')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Go to page 5' })).toHaveAttribute('aria-current', 'true');
  },
};

/** A gallery without photos yet: the `empty` content instead of slides and controls. */
export const Empty: Story = {
  args: {
    items: [],
    empty: <p style={{ margin: 0, color: 'var(--edu-color-text-muted)' }}>No gallery photos yet.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Event gallery' })).toHaveAttribute('data-empty');
    await expect(canvas.getByText('No gallery photos yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

/** Right to left (an Arabic page): Next sits on the left pointing left, and Left shows the next page. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next.getBoundingClientRect().right).toBeLessThan(previous.getBoundingClientRect().left);
    next.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('2 / 5')).toBeInTheDocument();
    await expect(visibleSlides(canvasElement)).toEqual(['2 of 5']);
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('1 / 5')).toBeInTheDocument();
    // The chevrons are mirrored: each points the way its page lies.
    await expect(getComputedStyle(next.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** The same in Arabic: the counter, labels and arrows as an Arabic reader meets them. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  // The Arabic catalog downloads first: the carousel shows once it has, its root right to left.
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region');
    await expect(region.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
