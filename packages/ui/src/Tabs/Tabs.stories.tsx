import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function ProfileTabs(args: TabsProps) {
  return (
    <Tabs {...args}>
      <TabList aria-label="Profile sections">
        <Tab value="about">About</Tab>
        <Tab value="experience">Experience</Tab>
        <Tab value="skills">Skills</Tab>
        <Tab value="endorsements">Endorsements</Tab>
      </TabList>
      <TabPanel value="about">
        <p style={{ margin: 0 }}>
          Amelia Hart teaches Year 5 at Northfield Primary. She leads the school’s maths mastery programme and mentors
          early-career teachers.
        </p>
      </TabPanel>
      <TabPanel value="experience">
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          <li>Year 5 Class Teacher, Northfield Primary (2019 – present)</li>
          <li>Teaching Assistant, St Mary’s C of E School (2016 – 2019)</li>
        </ul>
      </TabPanel>
      <TabPanel value="skills">
        <p style={{ margin: 0 }}>Classroom management · Maths mastery · Phonics · SEND support</p>
      </TabPanel>
      <TabPanel value="endorsements">
        <p style={{ margin: 0 }}>Priya Natarajan endorsed Amelia for Classroom management.</p>
      </TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'about', onValueChange: fn() },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => <ProfileTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Automatic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(canvas.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
    await expect(tab('About')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('Year 5 at Northfield Primary');

    // Only the selected tab is in the Tab order.
    await userEvent.tab();
    await expect(tab('About')).toHaveFocus();
    await expect(tab('Experience')).toHaveAttribute('tabindex', '-1');

    // Arrows move focus and selection, wrapping at both ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Experience')).toHaveFocus();
    await expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Experience' })).toHaveTextContent('Teaching Assistant');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('experience');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tab('Endorsements')).toHaveFocus();
    await expect(tab('Endorsements')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('About')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Endorsements')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('About')).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'About' })).toHaveFocus();
  },
};

export const Manual: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Focus moves, the selection waits for Enter or Space.
    await expect(tab('Skills')).toHaveFocus();
    await expect(tab('About')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tab('Skills')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Skills' })).toHaveTextContent('Phonics');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} defaultValue="jobs">
      <TabList aria-label="Dashboard">
        <Tab value="jobs">Jobs</Tab>
        <Tab value="drafts" disabled>
          Drafts
        </Tab>
        <Tab value="templates">Templates</Tab>
      </TabList>
      <TabPanel value="jobs">3 open jobs: Year 5 Mathematics Teacher, Head of Science, Teaching Assistant.</TabPanel>
      <TabPanel value="drafts">No drafts.</TabPanel>
      <TabPanel value="templates">2 saved job templates.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Templates' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Drafts' })).toBeDisabled();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'skills' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Endorsements' })).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState('experience');
  return (
    <>
      <p style={{ marginTop: 0 }}>Showing: {value}</p>
      <ProfileTabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Experience' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Skills' }));
    await expect(canvas.getByText('Showing: skills')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Right to left (an Arabic page): the first tab sits on the right, and Left moves on to the next tab. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('About').getBoundingClientRect().left).toBeGreaterThan(tab('Experience').getBoundingClientRect().left);
    await userEvent.tab();
    await expect(tab('About')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Experience')).toHaveFocus();
    await expect(tab('Experience')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab('Endorsements')).toHaveFocus();
  },
};
