import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the page's code has taken `element` (React holds its props on it) and returns it.
 * Pressed before that, a link is the plain link it is without JavaScript: for journeys about what
 * the code does with the press.
 */
export async function withCode(element: Locator): Promise<Locator> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return element;
}
