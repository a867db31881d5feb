import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepDialog, type StepDialogProps } from './StepDialog';

const steps: StepDialogProps['steps'] = [
  { id: 'details', title: 'Details', content: <input aria-label="Role" /> },
  { id: 'image', title: 'Image', content: <p>Upload a logo</p> },
  { id: 'preview', title: 'Preview', content: <p>Looks good</p>, isPreview: true },
];

function Harness(props: Partial<StepDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add work experience</button>
      <StepDialog title="Work experience" steps={steps} open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Add work experience' }));
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog', { name: 'Work experience' });

describe('StepDialog', () => {
  it('walks the steps with Back on a middle step, and sends a preview step back to step 1 by default', async () => {
    render(<Harness />);
    await open();
    await press('Continue');
    expect(dialog()).toHaveAccessibleDescription('Step 2 of 3');
    await press('Back');
    expect(dialog()).toHaveAccessibleDescription('Step 1 of 3');
    await press('Continue');
    await press('Continue');
    expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus();
    await press('Back');
    expect(dialog()).toHaveAccessibleDescription('Step 1 of 3');
  });

  it('honours previewBackTo', async () => {
    render(<Harness previewBackTo={1} />);
    await open();
    await press('Continue');
    await press('Continue');
    await press('Cancel');
    expect(dialog()).toHaveAccessibleDescription('Step 2 of 3');
  });

  it('starts over at the first step on every opening, and calls onCancel when dismissed', async () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    await open();
    await press('Continue');
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open();
    expect(dialog()).toHaveAccessibleDescription('Step 1 of 3');
  });

  it('shows a thrown error with formatError and stays open; closeOnSubmit=false keeps it open on success', async () => {
    const onSubmit = vi.fn(() => {
      throw new Error('boom');
    });
    const { unmount } = render(<Harness onSubmit={onSubmit} formatError={() => 'Could not save your experience.'} defaultStep={2} />);
    await open();
    await press('Save');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save your experience.');
    expect(dialog()).toHaveAttribute('data-submit-state', 'error');
    unmount();

    const onDone = vi.fn(async () => {});
    render(<Harness onSubmit={onDone} closeOnSubmit={false} submitLabel="Add" defaultStep={2} />);
    await open();
    await press('Add');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(dialog()).toHaveAttribute('data-submit-state', 'idle');
  });

  it('follows a controlled step and asks for changes through onStepChange', async () => {
    const onStepChange = vi.fn();
    render(<Harness step={1} onStepChange={onStepChange} />);
    await open();
    expect(dialog()).toHaveAccessibleDescription('Step 2 of 3');
    await press('Continue');
    expect(onStepChange).toHaveBeenCalledWith(2);
    expect(dialog()).toHaveAccessibleDescription('Step 2 of 3');
  });
});
