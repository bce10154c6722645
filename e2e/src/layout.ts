import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page is wider than the screen (0 or less: no sideways scroll, e.g. no word too long for a phone). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The element is drawn wholly inside the viewport (on a phone: reachable without scrolling). */
export async function expectInsideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, `${what} bottom edge`).toBeLessThanOrEqual(viewport.height);
}
