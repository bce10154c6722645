import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ComponentType } from 'react';
import { cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { configureAxe } from 'jest-axe';
import * as previewAnnotations from '../../.storybook/preview';

/**
 * Every story of every component, rendered as Storybook renders it (theme decorator included), then
 * checked by axe. A new *.stories.tsx file is picked up without touching this test. Colour contrast is
 * off here (jsdom has no layout or computed colours); theme.test.ts checks the palette's contrast.
 */
setProjectAnnotations([previewAnnotations]);

const axe = configureAxe({
  // Only violations are asserted; skipping the bookkeeping of passes makes axe several times faster in jsdom.
  resultTypes: ['violations'],
  rules: {
    // A story is a fragment of a page, not a page: landmarks and the page's h1 are the shell's job.
    region: { enabled: false },
  },
});

const srcDir = join(__dirname, '..');

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const storyFiles = findStoryFiles(srcDir).sort();

/** What the test needs of a composed story: render it, then run its play function if it has one. */
type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};
type StoriesModule = Parameters<typeof composeStories>[0];

function composeAll(globals?: { theme: 'light' | 'dark' }): Array<[string, ComposedStory]> {
  return storyFiles.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as StoriesModule;
    const composed = globals ? composeStories(module, { initialGlobals: globals }) : composeStories(module);
    const stories = composed as unknown as Record<string, ComposedStory>;
    return Object.entries(stories).map(([name, story]): [string, ComposedStory] => [`${relative(srcDir, file)} › ${name}`, story]);
  });
}

const cases = composeAll();
const darkCases = composeAll({ theme: 'dark' });

it('uses an axe that does report violations (the harness is not silently passing)', async () => {
  const { baseElement } = render(
    <div>
      <img src="data:," />
      <button type="button" />
    </div>,
  );
  const results = await axe(baseElement);
  expect(results.violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt']);
});

it('finds the stories of every component', () => {
  expect(storyFiles.length).toBeGreaterThanOrEqual(22);
  expect(cases.length).toBeGreaterThan(90);
});

afterEach(cleanup);

describe('every story', () => {
  it.each(cases)('%s has no accessibility violations', async (_name, Story) => {
    const { baseElement, container } = render(<Story />);
    if (Story.play) await Story.play({ canvasElement: container });
    expect(await axe(baseElement)).toHaveNoViolations();
  }, 20_000);
});

/**
 * The markup is the same in both schemes, so axe runs once; the dark pass proves every story renders
 * with the dark palette (a missing palette key would throw here). Contrast in both schemes is checked in
 * real Chromium by scripts/check-stories-in-browser.mjs.
 */
describe('every story in the dark theme', () => {
  const darkBackground = 'rgb(16, 14, 36)';

  it.each(darkCases)('%s renders', async (_name, Story) => {
    const { container } = render(<Story />);
    if (Story.play) await Story.play({ canvasElement: container });
    expect(getComputedStyle(document.body).backgroundColor).toBe(darkBackground);
  });
});
