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

/** A visitor opens the resume in a new tab; nothing else. */
export const Visitor: Story = {
  args: { editable: false, userId: FULL_EDUCATOR_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Mateo-Garcia-CV\.pdf/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByLabelText(/Upload resume|Replace resume/)).toBeNull();
  },
};

/** The owner uploads a PDF: media host, then resume_url and resume_file_name. */
export const OwnerUploads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Replace resume (PDF, up to 5MB)'), pdf('Amara-Okafor-CV-2025.pdf'));
    await expect(await body().findByText('Resume uploaded successfully')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Amara-Okafor-CV-2025\.pdf/ })).toBeVisible();
    await expect(mockSession.current()?.resume_file_name).toBe('Amara-Okafor-CV-2025.pdf');
  },
};

/** Not a PDF: 'Please upload a PDF file'. */
export const NotAPdf: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Replace resume (PDF, up to 5MB)');
    await userEvent.upload(input, new File(['cv'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), { applyAccept: false });
    await expect(await body().findByText('Please upload a PDF file')).toBeVisible();
  },
};

/** Over 5 MB: 'Please upload a file smaller than 5MB'. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Replace resume (PDF, up to 5MB)'), pdf('portfolio.pdf', 5242881));
    await expect(await body().findByText('Please upload a file smaller than 5MB')).toBeVisible();
  },
};

/** A failed update shows the server's message. */
export const UploadFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.updateResume', { status: 500, message: 'Storage quota exceeded' });
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Replace resume (PDF, up to 5MB)'), pdf('cv.pdf'));
    await expect(await body().findByText('Storage quota exceeded')).toBeVisible();
  },
};

/** Delete: 'Resume deleted successfully', then the upload invites a new one. */
export const OwnerDeletes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete resume' }));
    await expect(await body().findByText('Resume deleted successfully')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('No resume uploaded yet.')).toBeVisible());
    await expect(canvas.getByLabelText('Upload resume (PDF, up to 5MB)')).toBeVisible();
    await expect(mockSession.current()?.resume).toBeNull();
  },
};

/** A failed delete: 'Error deleting resume' with its detail. */
export const DeleteFails: Story = {
  beforeEach: () => {
    mockControls.fail('users.deleteResume', { status: 500, message: 'nope' });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete resume' }));
    await expect(await body().findByText('Error deleting resume')).toBeVisible();
    await expect(body().getByText('There was a problem deleting your resume. Please try again.')).toBeVisible();
  },
};
