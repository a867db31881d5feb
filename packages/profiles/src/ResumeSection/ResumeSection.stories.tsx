import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockControls, mockSession } from '@edupassport/api-client/mocks';
import { ResumeSection } from './ResumeSection';
import { FULL_EDUCATOR_ID, storyUser } from '../EducatorSection/storyUsers';

/** The section on a stored user's resume (the signed-in member by default), keeping what changes. */
function StoredResume({ editable = true, userId }: { editable?: boolean; userId?: number }) {
  const user = storyUser(userId);
  const [resume, setResume] = useState({ resume: user.resume, fileName: user.resume_file_name });
  return (
    <ResumeSection
      resume={resume.resume}
      fileName={resume.fileName}
      editable={editable}
      onUpdated={(patch) => setResume({ resume: patch.resume, fileName: patch.resume_file_name })}
    />
  );
}

const meta = {
  title: 'Profiles/ResumeSection',
  component: StoredResume,
} satisfies Meta<typeof StoredResume>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
/** The kit's FileDrop keeps its native input hidden behind a real button; tests hand it files directly. */
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

/** A visitor opens the resume in a new tab; nothing else. */
export const Visitor: Story = {
  args: { editable: false, userId: FULL_EDUCATOR_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Mateo-Garcia-CV\.pdf/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Upload resume|Replace resume/)).toBeNull();
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

/** The owner uploads a PDF through the kit's file drop (a labelled button and a drop zone): media host, then resume_url and resume_file_name. */
export const OwnerUploads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Replace resume (PDF, up to 5MB) Choose a file' })).toBeVisible();
    await expect(canvas.getByText('or drop it here')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), pdf('Amara-Okafor-CV-2025.pdf'));
    await expect(await body().findByText('Resume uploaded successfully')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Amara-Okafor-CV-2025\.pdf/ })).toBeVisible();
    await expect(mockSession.current()?.resume_file_name).toBe('Amara-Okafor-CV-2025.pdf');
  },
};

/** Not a PDF: 'Please upload a PDF file'. */
export const NotAPdf: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), new File(['cv'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('cv.docx: Please upload a PDF file');
  },
};

/** Over 5 MB: 'Please upload a file smaller than 5MB'. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('portfolio.pdf', 5242881));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('portfolio.pdf: Please upload a file smaller than 5MB');
  },
};

/** A failed update shows the server's message. */
export const UploadFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateResume', { status: 500, message: 'Storage quota exceeded' });
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('cv.pdf'));
    await expect(await body().findByText('Storage quota exceeded')).toBeVisible();
  },
};

/** Delete resume and confirm it in the kit's delete dialog. */
async function confirmDelete(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete resume' }));
  const dialog = await body().findByRole('alertdialog', { name: 'Delete resume' });
  await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete your resume? This action cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

/** Delete asks first; Cancel keeps the resume and sends nothing. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete resume' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete resume' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(mockSession.current()?.resume).toBeTruthy();
    await expect(canvas.queryByText('No resume uploaded yet.')).toBeNull();
  },
};

/** While the delete runs the section says 'Deleting resume…', not 'Uploading…'. */
export const Deleting: Story = {
  beforeEach: () => {
    mockControls.delay('users.deleteResume', 'infinite');
  },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Deleting resume…');
  },
};

/** Delete: 'Resume deleted successfully', then the upload invites a new one. */
export const OwnerDeletes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmDelete(canvasElement);
    await expect(await body().findByText('Resume deleted successfully')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('No resume uploaded yet.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Upload resume (PDF, up to 5MB) Choose a file' })).toBeVisible();
    await expect(mockSession.current()?.resume).toBeNull();
  },
};

/** A failed delete: 'Error deleting resume' with its detail. */
export const DeleteFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.deleteResume', { status: 500, message: 'nope' });
  },
  play: async ({ canvasElement }) => {
    await confirmDelete(canvasElement);
    await expect(await body().findByText('Error deleting resume')).toBeVisible();
    await expect(body().getByText('There was a problem deleting your resume. Please try again.')).toBeVisible();
  },
};
