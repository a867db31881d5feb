import { expect, within } from 'storybook/test';

/** Every card of `list` titled by a heading at `level`, and no heading at another level around them. */
export async function expectCardHeadings(canvasElement: HTMLElement, list: HTMLElement, level: number): Promise<void> {
  const items = within(list).getAllByRole('article');
  await expect(items.length).toBeGreaterThan(0);
  for (const item of items) await expect(within(item).getByRole('heading', { level })).toBeVisible();
  const others = within(canvasElement)
    .queryAllByRole('heading')
    .filter((heading) => heading.tagName !== `H${level}`);
  await expect(others).toEqual([]);
}
