import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RichTextEditorProps } from './EditorCore';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Our details', placeholder: 'Tell educators about your school…', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Our details' }, { timeout: 5000 });

/** Empty, with the placeholder and a 0/1000 counter; typing counts characters. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editor(canvasElement);
    await expect(canvas.getByText('0/1000')).toBeVisible();
    await userEvent.click(area);
    await userEvent.keyboard('Hello');
    await waitFor(() => expect(canvas.getByText('5/1000')).toBeVisible(), { timeout: 3000 });
    await expect(args.onValueChange).toHaveBeenLastCalledWith('<p>Hello</p>');
  },
};

/** Bold from the toolbar and from the keyboard shortcut; undo reverts. */
export const Formatting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editor(canvasElement);
    await userEvent.click(area);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Strong start');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>Strong start</strong></p>'), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(
      () =>
        expect(args.onValueChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Strong start</strong></p></li></ul>'),
      { timeout: 3000 },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>Strong start</strong></p>'), {
      timeout: 3000,
    });
  },
};

/** The spec's link rule: no http(s) → https:// is added; an empty value removes the link; a bad one is refused. */
export const LinkRule: Story = {
  args: { defaultValue: '<p>Visit our campus</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editor(canvasElement);
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const url = canvas.getByRole('textbox', { name: 'Link URL' });
    await expect(url).toHaveFocus();
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid URL format');
    await userEvent.clear(url);
    await userEvent.type(url, 'campus.example/tour{Enter}');
    await waitFor(
      () =>
        expect(args.onValueChange).toHaveBeenLastCalledWith(
          '<p><a href="https://campus.example/tour">Visit our campus</a></p>',
        ),
      { timeout: 3000 },
    );
    // Select the linked text again: the field holds its address; emptying it removes the link.
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const again = canvas.getByRole('textbox', { name: 'Link URL' });
    await expect(again).toHaveValue('https://campus.example/tour');
    await userEvent.clear(again);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>Visit our campus</p>'), {
      timeout: 3000,
    });
  },
};

/** Prefilled content: every allowed format shows. */
export const Prefilled: Story = {
  args: {
    defaultValue:
      '<h2>Our history</h2><p>Founded in <strong>1998</strong>, we run <em>bilingual</em> and <u>inclusive</u> programmes.</p><ul><li><p>Primary</p></li><li><p>Secondary</p></li></ul><blockquote><p>Every learner matters.</p></blockquote>',
  },
  play: async ({ canvasElement }) => {
    const area = await editor(canvasElement);
    await expect(within(area).getByRole('heading', { name: 'Our history' })).toBeVisible();
    await expect(within(canvasElement).getByText('108/1000')).toBeVisible();
  },
};

/** Over the counter: shown in the error colour, not enforced. */
export const OverTheCounter: Story = {
  args: { defaultValue: `<p>${'a'.repeat(1008)}</p>`, maxLength: 1000 },
  play: async ({ canvasElement }) => {
    await editor(canvasElement);
    await expect(within(canvasElement).getByText('1008/1000')).toHaveAttribute('data-over');
  },
};

/** An enforced limit: input stops at maxLength. */
export const EnforcedLimit: Story = {
  args: { maxLength: 10, enforceMaxLength: true },
  play: async ({ canvasElement }) => {
    const area = await editor(canvasElement);
    await userEvent.click(area);
    await userEvent.keyboard('Twelve chars');
    await waitFor(() => expect(within(canvasElement).getByText('10/10')).toBeVisible(), { timeout: 3000 });
  },
};

/** Toolbar keyboard use: one tab stop, arrow keys move between buttons. */
export const ToolbarKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editor(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};

/** Right to left (an Arabic page): the toolbar runs from the right, and Left moves to the next button. */
export const ToolbarRightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editor(canvasElement);
    const bold = canvas.getByRole('button', { name: 'Bold' });
    const italic = canvas.getByRole('button', { name: 'Italic' });
    await expect(bold.getBoundingClientRect().left).toBeGreaterThan(italic.getBoundingClientRect().left);
    await userEvent.tab();
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveFocus();
  },
};

/** On a right-to-left page the empty editor starts on the right; English typed into it keeps its own direction. */
export const TypedTextRightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const area = await editor(canvasElement);
    await expect(area.matches(':dir(rtl)')).toBe(true);
    await userEvent.click(area);
    await userEvent.keyboard('Ten years in international schools.');
    await waitFor(() => expect(area.matches(':dir(ltr)')).toBe(true));
  },
};

/** A validation message wired to the editing area. */
export const WithError: Story = {
  args: { error: 'Enter your our details' },
  play: async ({ canvasElement }) => {
    const area = await editor(canvasElement);
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/Enter your our details/);
  },
};

/** A required field: the marker beside the label (hidden from screen readers) and aria-required on the editing area. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const area = await editor(canvasElement);
    await expect(area).toHaveAttribute('aria-required', 'true');
    await expect(area).toHaveAccessibleName('Our details');
    const marker = canvasElement.querySelector('[data-part="required"]');
    await expect(marker).toHaveTextContent('*');
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Read-only. */
export const Disabled: Story = { args: { disabled: true, defaultValue: '<p>Locked content</p>' } };

function ControlledEditor(props: RichTextEditorProps) {
  const [html, setHtml] = useState('<p>Draft</p>');
  return (
    <>
      <RichTextEditor {...props} value={html} onValueChange={setHtml} />
      <button type="button" onClick={() => setHtml('')}>
        Clear
      </button>
      <output aria-label="HTML">{html}</output>
    </>
  );
}

/** Controlled by a parent: an outside reset replaces the content. */
export const Controlled: Story = {
  render: (args) => <ControlledEditor {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editor(canvasElement);
    await expect(canvas.getByRole('status', { name: 'HTML' })).toHaveTextContent('<p>Draft</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(canvas.getByText('0/1000')).toBeVisible(), { timeout: 3000 });
  },
};
