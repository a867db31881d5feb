import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('links each tab to its panel both ways, even for values with spaces', () => {
    render(
      <Tabs defaultValue="our values">
        <TabList aria-label="Company">
          <Tab value="who we are">Who we are</Tab>
          <Tab value="our values">Our values</Tab>
        </TabList>
        <TabPanel value="who we are">Northfield Academy</TabPanel>
        <TabPanel value="our values">Curiosity and kindness</TabPanel>
      </Tabs>,
    );
    const tab = screen.getByRole('tab', { name: 'Our values' });
    const panel = screen.getByRole('tabpanel', { name: 'Our values' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(tab.id).not.toMatch(/\s/);
    expect(screen.getByText('Northfield Academy')).not.toBeVisible();
  });

  it('explains a Tab used outside Tabs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Tab value="x">X</Tab>)).toThrow('<Tab> must be used inside <Tabs>.');
  });
});
