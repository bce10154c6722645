import { brandColours } from '@astrosetu/contracts';

/**
 * Raw brand tokens. Components read colours through the MUI theme (so light/dark just works);
 * these constants exist for places the theme cannot reach (charts, emails, PDFs, native meta tags)
 * and as the single source the palettes below are built from.
 */

// The colour values themselves are plain data in contracts (brand-colours.ts), so the API's PDFs and chart SVGs
// draw with the same colours without depending on this web package; the architecture lint rule allows the
// design-system to read contracts for exactly this.
export const { indigo, saffron, sand, night, status } = brandColours;

/**
 * System font stacks only: nothing is downloaded. Noto covers Latin and every Indic script with matched
 * metrics (Debian/Ubuntu fonts-noto, Android, ChromeOS); Nirmala UI is Windows' Indic font; Kohinoor and
 * the Apple system font cover macOS/iOS. Script-specific families come before generic ones so a browser
 * picks a real Devanagari/Tamil/Bengali face instead of a synthetic fallback.
 */
export const fontStacks = {
  body: [
    '"Noto Sans"',
    '"Noto Sans Devanagari"',
    '"Noto Sans Tamil"',
    '"Noto Sans Bengali"',
    '"Noto Sans Telugu"',
    '"Noto Sans Kannada"',
    '"Noto Sans Gujarati"',
    '"Noto Sans Gurmukhi"',
    '"Noto Sans Oriya"',
    '"Noto Sans Malayalam"',
    '"Segoe UI"',
    '"Nirmala UI"',
    '"Kohinoor Devanagari"',
    'Roboto',
    'system-ui',
    '-apple-system',
    '"Helvetica Neue"',
    'Arial',
    'sans-serif',
    '"Noto Sans Symbols"',
    '"Noto Sans Symbols 2"',
    '"Segoe UI Symbol"',
  ].join(', '),
  /** Headings: a serif with a Devanagari sibling gives a classical, almanac-like voice. */
  display: [
    '"Noto Serif"',
    '"Noto Serif Devanagari"',
    '"Noto Serif Tamil"',
    '"Noto Sans Devanagari"',
    '"Noto Sans Tamil"',
    '"Nirmala UI"',
    'Georgia',
    '"Times New Roman"',
    'serif',
  ].join(', '),
  numeric: ['"Noto Sans Mono"', '"DejaVu Sans Mono"', 'ui-monospace', 'Menlo', 'Consolas', 'monospace'].join(', '),
} as const;

/** 8 px grid (MUI spacing unit). */
export const spacingUnit = 8;

export const radii = {
  small: 8,
  medium: 12,
  large: 16,
  dialog: 20,
  pill: 999,
} as const;

export const motion = {
  fast: 150,
  standard: 250,
  pulse: 1200,
} as const;
