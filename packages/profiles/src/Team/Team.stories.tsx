import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TeamMember } from '@edupassport/api-client';
import { MOCK_USER_IDS, mockControls, mockStore } from '@edupassport/api-client/mocks';
import { Team } from './Team';
import { drawPng, storyUser } from '../EducatorSection/storyUsers';

const OWNER = MOCK_USER_IDS.businessOwner;

/** The team on the business owner's stored profile; every change re-reads the store, as the page's refresh does. */
function StoredTeam({ editable = true, onMembersChange }: { editable?: boolean; onMembersChange?: (members: TeamMember[]) => void }) {
  const [members, setMembers] = useState(() => storyUser(OWNER).business_profile!.our_team);
  return (
    <div style={{ maxWidth: 560 }}>
      <Team
        members={members}
        editable={editable}
        onMembersChange={(next) => {
          onMembersChange?.(next);
          setMembers(storyUser(OWNER).business_profile!.our_team);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Profiles/Team',
  component: StoredTeam,
  args: { editable: true, onMembersChange: fn() },
  parameters: { session: 'businessOwner' },
} satisfies Meta<typeof StoredTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

const team = () => mockStore.users.find((u) => u.id === OWNER)!.business_profile!.our_team;

/** Three members: the seeded one, one without an avatar, one with a long name. */
function fullTeam() {
  team().push(
    { id: 10101, name: 'Omar Farouk', role: 'Admissions Lead', avatar_url: null, skills: ['Admissions', 'Parent Relations', 'Arabic'] },
    {
      id: 10102,
      name: 'Wanjiru Mwangi-Okonkwo Abernathy',
      role: 'Director of Teaching, Learning and Professional Development',
      avatar_url: 'https://picsum.photos/seed/edu-team-1010-2/96/96',
      skills: ['Teacher Coaching', 'IB Curriculum', 'Assessment Design'],
    },
  );
}

type Scope = ReturnType<typeof within>;

async function enterEditMode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Our Team' }));
  return canvas;
}

async function openAdd(canvasElement: HTMLElement) {
  const canvas = await enterEditMode(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
  return within(await screen.findByRole('dialog', { name: 'Add Team Members' }));
}

/** Fills a member's fields by pasting: typing each key of five fields was most of a story's time. */
async function fillMember(scope: Scope, name: string, role: string, skills: [string, string, string]) {
  const fill = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
  };
  await fill(scope.getByRole('textbox', { name: 'Name' }), name);
  await fill(scope.getByRole('textbox', { name: 'Role' }), role);
  for (const [i, skill] of skills.entries()) await fill(scope.getByRole('textbox', { name: `Skill ${i + 1}` }), skill);
}

const member = (dialog: Scope, n: number) => within(dialog.getByRole('group', { name: `Member ${n}` }));

async function cropAvatar(scope: Scope) {
  await userEvent.upload(scope.getByLabelText('Choose avatar'), await drawPng('avatar.png', 400, 400, 'LN'));
  const crop = await screen.findByRole('dialog', { name: 'Crop the avatar' });
  const apply = await within(crop).findByRole('button', { name: 'Apply' });
  await waitFor(() => expect(apply).toBeEnabled());
  await userEvent.click(apply);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop the avatar' })).toBeNull());
}

/** The owner's team: avatar (or initials), name, role and three skills per member; Edit. */
export const Owner: Story = {
  beforeEach: fullTeam,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kemi Adeyemi')).toBeVisible();
    await expect(canvas.getByText('Head of Studies')).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: 'Skills' })[1]).toHaveTextContent('Parent Relations');
    await expect(canvas.getByRole('button', { name: 'Edit Our Team' })).toBeVisible();
  },
};

/** A visitor sees the same list, no Edit. */
export const Visitor: Story = {
  args: { editable: false },
  parameters: { session: 'member' },
  beforeEach: fullTeam,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Omar Farouk')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit Our Team' })).toBeNull();
  },
};

/** No members yet. */
export const Empty: Story = {
  beforeEach: () => {
    team().splice(0);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing added yet.')).toBeVisible();
  },
};

/** Edit mode: Cancel, Add Item, and edit and delete per member; Cancel leaves it. */
export const EditMode: Story = {
  beforeEach: fullTeam,
  play: async ({ canvasElement }) => {
    const canvas = await enterEditMode(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Omar Farouk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Kemi Adeyemi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Item' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('button', { name: 'Delete Kemi Adeyemi' })).toBeNull();
  },
};

/** Save on an empty row: 'Name is required', 'Role is required' and 'Skill is required' under each of the three skills. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await expect(dialog.getByRole('textbox', { name: 'Role' })).toHaveAccessibleDescription('Role is required');
    for (const n of [1, 2, 3]) await expect(dialog.getByRole('textbox', { name: `Skill ${n}` })).toHaveAccessibleDescription('Skill is required');
    await expect(team()).toHaveLength(1);
  },
};

/** Two new members in one save (a list), the second row added with 'Add another member'. */
export const AddMembers: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openAdd(canvasElement);
    await fillMember(member(dialog, 1), 'Lucia Rossi', 'Head of Primary', ['Phonics', 'Early Years', 'Mentoring']);
    await userEvent.click(dialog.getByRole('button', { name: 'Add another member' }));
    await fillMember(member(dialog, 2), 'Hiro Tanaka', 'STEM Coordinator', ['Robotics', 'Physics', 'Coding']);
    await expect(dialog.getByRole('button', { name: 'Remove member 2' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Team Members' })).toBeNull());
    await expect(team().map((m) => m.name)).toEqual(['Kemi Adeyemi', 'Lucia Rossi', 'Hiro Tanaka']);
    await expect(team()[2]?.skills).toEqual(['Robotics', 'Physics', 'Coding']);
    await expect(args.onMembersChange).toHaveBeenCalled();
    await expect(await within(canvasElement).findByText('STEM Coordinator')).toBeVisible();
  },
};

/** A new avatar is cropped 1:1 and uploaded to the media host with its percent; Save is disabled meanwhile. */
export const AddWithAvatarProgress: Story = {
  beforeEach: () => {
    mockControls.delay('business.addTeamMembers', 'infinite');
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    const row = member(dialog, 1);
    await cropAvatar(row);
    await expect(await row.findByRole('img', { name: 'New avatar' })).toBeVisible();
    await fillMember(row, 'Lucia Rossi', 'Head of Primary', ['Phonics', 'Early Years', 'Mentoring']);
    await expect(row.getByRole('img', { name: "Lucia Rossi's avatar" })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Avatar of member 1: 100%')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Editing one member: prefilled, no rows added or removed; Save sends that member only. */
export const EditMember: Story = {
  beforeEach: fullTeam,
  play: async ({ canvasElement }) => {
    const canvas = await enterEditMode(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Omar Farouk' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Team Member' }));
    const role = dialog.getByRole('textbox', { name: 'Role' });
    await expect(role).toHaveValue('Admissions Lead');
    await expect(dialog.queryByRole('button', { name: 'Add another member' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: /Remove member/ })).toBeNull();
    await userEvent.clear(role);
    await userEvent.type(role, 'Head of Admissions');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Team Member' })).toBeNull());
    await expect(team().find((m) => m.id === 10101)?.role).toBe('Head of Admissions');
    await expect(team()).toHaveLength(3);
    await expect(await canvas.findByText('Head of Admissions')).toBeVisible();
  },
};

/** A failed save shows the error inline and keeps the rows. */
export const SaveFails: Story = {
  beforeEach: () => {
    mockControls.fail('business.addTeamMembers', { status: 500, message: 'The team service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await fillMember(dialog, 'Lucia Rossi', 'Head of Primary', ['Phonics', 'Early Years', 'Mentoring']);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The team service is unavailable')).toHaveAttribute('role', 'alert');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Lucia Rossi');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(team()).toHaveLength(1);
  },
};

/** Delete in Edit mode removes the member. */
export const DeleteMember: Story = {
  beforeEach: fullTeam,
  play: async ({ canvasElement }) => {
    const canvas = await enterEditMode(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Omar Farouk' }));
    await waitFor(() => expect(canvas.queryByText('Omar Farouk')).toBeNull());
    await expect(team().map((m) => m.name)).not.toContain('Omar Farouk');
  },
};

/** A failed delete keeps the member and says why. */
export const DeleteFails: Story = {
  beforeEach: () => {
    fullTeam();
    mockControls.fail('business.deleteTeamMember', { status: 500, message: 'The team service is unavailable' });
  },
  play: async ({ canvasElement }) => {
    const canvas = await enterEditMode(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Omar Farouk' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not delete: The team service is unavailable');
    await expect(canvas.getByText('Omar Farouk')).toBeVisible();
  },
};

/** An anonymous visitor reads the team; nothing to edit. */
export const AnonymousVisitor: Story = {
  args: { editable: false },
  parameters: { session: 'anonymous' },
  beforeEach: fullTeam,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wanjiru Mwangi-Okonkwo Abernathy')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit Our Team' })).toBeNull();
  },
};
