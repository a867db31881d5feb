// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Menu, MenuItem, MenuSeparator } from '../Menu';
import { Popover } from '../Popover';
import { StepDialog } from '../StepDialog';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs';
import { createToastStore, ToastRegion } from '../Toast';
import { Tooltip } from '../Tooltip';

describe('overlays on the server', () => {
  it('has no document at all here', () => {
    expect(typeof document).toBe('undefined');
  });

  it('renders nothing for an open Dialog or StepDialog: portals wait for the browser', () => {
    expect(renderToString(<Dialog open title="Contact details" description="Shown to employers." />)).toBe('');
    expect(renderToString(<Dialog defaultOpen keepMounted title="Contact details" />)).toBe('');
    expect(
      renderToString(
        <StepDialog
          defaultOpen
          title="Create announcement"
          steps={[
            { id: 'edit', title: 'Edit', content: <p>Form</p> },
            { id: 'preview', title: 'Preview', content: <p>Preview</p>, isPreview: true },
          ]}
        />,
      ),
    ).toBe('');
  });

  it('renders a closed Menu as its trigger alone: the popup mounts on the first open', () => {
    const html = renderToString(
      <Menu trigger={<Button>Job actions</Button>}>
        <MenuItem>Edit job</MenuItem>
        <MenuSeparator />
        <MenuItem destructive>Delete job</MenuItem>
      </Menu>,
    );
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('>Job actions<');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('Edit job');
    // Nothing to control yet.
    expect(html).not.toContain('aria-controls');
  });

  it('renders an open Menu from defaultOpen as its expanded trigger: the menu is a portal that waits for the browser', () => {
    const html = renderToString(
      <Menu defaultOpen trigger={<Button>Share</Button>}>
        <MenuItem>Copy link</MenuItem>
      </Menu>,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).not.toContain('role="menu"');
    expect(html).not.toContain('Copy link');
    expect(html).not.toContain('aria-controls');
  });

  it('renders Tabs with the selected tab and its panel, other panels hidden', () => {
    const html = renderToString(
      <Tabs defaultValue="experience">
        <TabList aria-label="Profile sections">
          <Tab value="about">About</Tab>
          <Tab value="experience">Experience</Tab>
        </TabList>
        <TabPanel value="about">Teaches Year 5</TabPanel>
        <TabPanel value="experience">Northfield Primary</TabPanel>
      </Tabs>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-label="Profile sections"');
    expect(html).toMatch(/aria-selected="true"[^>]*>Experience</);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>Teaches Year 5/);
    expect(html).toMatch(/role="tabpanel"[^>]*data-state="active"[^>]*>Northfield Primary/);
  });

  it('renders a Tooltip as its trigger described by a hidden tooltip', () => {
    const html = renderToString(
      <Tooltip content="Share this job with your network">
        <Button aria-label="Share job">Share</Button>
      </Tooltip>,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`role="tooltip" id="${describedBy}"[^>]*hidden=""`));
    expect(html).toContain('Share this job with your network');
  });

  it('renders a Popover closed and open', () => {
    const closed = renderToString(
      <Popover label="Filter events" trigger={<Button>Filters</Button>}>
        <p>Online</p>
      </Popover>,
    );
    expect(closed).toContain('aria-haspopup="dialog"');
    // The panel is a portal, rendered in the browser from its first open on.
    expect(closed).not.toContain('role="dialog"');
    expect(closed).not.toContain('Online');
    expect(closed).not.toContain('aria-controls');
    const open = renderToString(
      <Popover defaultOpen label="Filter events" trigger={<Button>Filters</Button>}>
        <p>Online</p>
      </Popover>,
    );
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('data-state="open"');
  });

  it('renders nothing for the ToastRegion (a portal), even with toasts in the store', () => {
    const store = createToastStore();
    store.show({ kind: 'success', title: 'Profile saved' });
    expect(renderToString(<ToastRegion store={store} />)).toBe('');
    store.clear();
  });
});
