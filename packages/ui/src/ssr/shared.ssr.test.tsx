// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { DeleteConfirmDialog } from '../DeleteConfirmDialog';
import { FileDrop } from '../FileDrop';
import { EduProvider } from '../EduProvider';
import { RichTextEditor } from '../RichTextEditor';
import { SalaryText } from '../SalaryText';
import { SelectedChips, SkillsMultiSelect } from '../SkillsMultiSelect';

describe('server rendering of the shared pieces', () => {
  it('renders Button in every variant and state', () => {
    const html = renderToString(
      <>
        <Button>Save</Button>
        <Button variant="danger" loading>
          Delete
        </Button>
      </>,
    );
    expect(html).toContain('data-variant="danger"');
    expect(html).toContain('aria-busy="true"');
  });

  it('renders the skills picker with its selection and hint', () => {
    const html = renderToString(
      <EduProvider>
        <SkillsMultiSelect options={['Biology', 'Mentoring']} defaultValue={['Biology']} />
      </EduProvider>,
    );
    expect(html).toContain('Selected Skills (1):');
    expect(html).toContain('placeholder="Select skills"');
  });

  it('renders the collapsed chips with +N more', () => {
    expect(renderToString(<SelectedChips items={['a', 'b', 'c', 'd', 'e']} />)).toContain('+2 more');
  });

  it('renders a salary', () => {
    expect(renderToString(<SalaryText salary={1000} salaryType="monthly" />)).toContain('$1,000 / month');
  });

  it('renders the editor as its loading state on the server (ProseMirror loads in the browser)', () => {
    const html = renderToString(<RichTextEditor label="Bio" defaultValue="<p>Hi</p>" />);
    expect(html).toContain('Loading editor…');
    expect(html).toContain('aria-busy="true"');
  });

  it('renders a delete confirmation without touching document (portals wait for the browser)', () => {
    expect(() => renderToString(<DeleteConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} />)).not.toThrow();
  });

  it('renders the file drop zone', () => {
    const html = renderToString(<FileDrop label="Upload your media" multiple />);
    expect(html).toContain('Choose files');
    expect(html).toContain('type="file"');
  });
});
