import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { defaultRoutes } from '../EduProvider/routes';
import { IconButton } from '../IconButton';
import { CalendarIcon, FlagIcon, HeartIcon, LocationIcon, ShareIcon } from '../icons';
import { ImageWithFallback } from '../Image';
import { defaultCover, eventCover, portraits, schoolLogo } from '../Image/storyImages';
import { Link } from '../Link';
import { Card } from './Card';
import { CardBody, CardFooter, CardHeader, CardMedia } from './CardSections';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { style: { maxWidth: 420 } },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'article', 'section', 'li'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    elevation: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = { margin: 0, fontSize: 'var(--edu-font-size-lg)', lineHeight: 1.3 } as const;
const meta_ = { margin: 0, color: 'var(--edu-color-text-muted)', fontSize: 'var(--edu-font-size-sm)' } as const;
const line = { display: 'flex', gap: 6, alignItems: 'center', margin: 0 } as const;

/** A public job card: header, body, footer. */
export const JobCard: Story = {
  args: { as: 'article', 'aria-labelledby': 'job-7-title' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <Avatar name="Greenfield Academy" src={schoolLogo} shape="square" size="lg" decorative />
        <div style={{ flex: 1, minWidth: 0 }}>
          <h3 id="job-7-title" style={title}>
            <Link href={defaultRoutes.jobDetail(7)} newTab variant="standalone">
              Year 4 Class Teacher
            </Link>
          </h3>
          <p style={meta_}>Greenfield Academy · Full-time</p>
        </div>
        <Badge variant="new" size="sm">
          New
        </Badge>
      </CardHeader>
      <CardBody>
        <p style={line}>
          <LocationIcon aria-hidden="true" /> Lagos, Nigeria
        </p>
        <p style={{ margin: 0 }}>Experience 2–5 years · Ages 8–9 · USD 1,800–2,400 per month</p>
      </CardBody>
      <CardFooter>
        <IconButton icon={<HeartIcon />} aria-label="Add to favourites" size="sm" />
        <IconButton icon={<FlagIcon />} aria-label="Report job" size="sm" />
        <span style={{ marginInlineStart: 'auto', ...meta_ }}>Apply by 12 Dec 2026</span>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: /Year 4 Class Teacher/ });
    await expect(card).toHaveAttribute('data-padding', 'md');
    await expect(card).toHaveAttribute('data-elevation', 'sm');
    await expect(within(card).getByRole('button', { name: 'Report job' })).toBeVisible();
  },
};

/** An event card: the cover bleeds to the card's edges through the padding. */
export const EventCardWithMedia: Story = {
  args: { as: 'article', 'aria-labelledby': 'event-42-title', padding: 'lg' },
  render: (args) => (
    <Card {...args}>
      <CardMedia>
        <ImageWithFallback src={eventCover} fallbackSrc={defaultCover} alt="" aspectRatio="16 / 9" />
      </CardMedia>
      <CardBody>
        <h3 id="event-42-title" style={title}>
          <Link href={defaultRoutes.eventDetail(42)} variant="standalone">
            Science Fair 2026
          </Link>
        </h3>
        <p style={{ ...line, ...meta_ }}>
          <CalendarIcon aria-hidden="true" /> Sat 12 Dec 2026, 10:00
        </p>
        <p style={{ ...line, ...meta_ }}>
          <LocationIcon aria-hidden="true" /> Greenfield Academy main hall
        </p>
        <div>
          <Badge variant="info" size="sm">
            Science
          </Badge>
        </div>
      </CardBody>
      <CardFooter>
        <Button size="sm">Reserve Spot</Button>
        <IconButton icon={<ShareIcon />} aria-label="Share event" size="sm" />
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Science Fair 2026' });
    const media = card.querySelector('[data-part="media"]') as HTMLElement;
    // Full bleed: the media is as wide as the card's border box, inside its 1px border.
    await expect(media.getBoundingClientRect().width).toBeCloseTo(card.getBoundingClientRect().width - 2, 0);
  },
};

/** Interactive cards in a list: hover lifts, and the card lights up when its link has keyboard focus. */
export const InteractiveList: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, maxWidth: 420 }} aria-label="Suggested educators">
      {[
        { id: 1, name: 'Amara Okafor', role: 'Maths teacher · Lagos', src: portraits.amara },
        { id: 2, name: 'Ben Schmidt', role: 'Reading specialist · Berlin', src: portraits.ben },
        { id: 3, name: 'Dana Levi', role: 'Science lead · Haifa', src: portraits.dana },
      ].map((person) => (
        <Card key={person.id} {...args} style={undefined} as="li" interactive padding="sm">
          <CardHeader>
            <Avatar name={person.name} src={person.src} decorative />
            <div>
              <Link href={defaultRoutes.educatorProfile(person.id)} variant="standalone">
                {person.name}
              </Link>
              <p style={meta_}>{person.role}</p>
            </div>
          </CardHeader>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveAttribute('data-interactive');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Amara Okafor' })).toHaveFocus();
    // The focus colour token on the card's border, once the transition ends.
    await waitFor(() => expect(getComputedStyle(cards[0] as HTMLElement).borderTopColor).toBe('rgb(37, 99, 235)'));
    await expect(getComputedStyle(cards[1] as HTMLElement).borderTopColor).not.toBe('rgb(37, 99, 235)');
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <CardBody>Padding {padding}: Staff meeting moved to Thursday.</CardBody>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText(/Padding lg/).parentElement as HTMLElement;
    await expect(getComputedStyle(card).paddingTop).toBe('24px');
  },
};

export const Elevations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((elevation) => (
        <Card key={elevation} {...args} elevation={elevation}>
          <CardBody>Elevation {elevation}: 3 new applications for Year 4 Class Teacher.</CardBody>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const flat = within(canvasElement).getByText(/Elevation none/).parentElement as HTMLElement;
    await expect(getComputedStyle(flat).boxShadow).toBe('none');
  },
};
