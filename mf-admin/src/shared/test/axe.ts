import { configureAxe } from 'jest-axe';

/**
 * axe for page tests: serious and critical violations fail. Colour contrast needs layout and computed colours,
 * which jsdom lacks (the design system checks its palette); landmarks are the shell's job.
 */
export const axe = configureAxe({
  resultTypes: ['violations'],
  impactLevels: ['serious', 'critical'],
  rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
});
