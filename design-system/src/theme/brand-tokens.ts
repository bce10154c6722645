/**
 * Raw brand tokens. Components read colours through the MUI theme (so light/dark just works);
 * these constants exist for places the theme cannot reach (charts, emails, PDFs, native meta tags)
 * and as the single source the palettes below are built from.
 */

/** Deep indigo: the night sky the jyotishi reads. Primary actions, headers, focus rings. */
export const indigo = {
  50: '#EEEDFB',
  100: '#D9D7F6',
  200: '#C9C6FA',
  300: '#A9A4F7',
  400: '#7C76E8',
  500: '#5B57B0',
  700: '#2F2B7A',
  800: '#1E1B52',
  900: '#15123A',
} as const;

/** Saffron to marigold: temple flowers and the sacred thread. Accent, highlights, "Most Popular". */
export const saffron = {
  100: '#FDEBD0',
  300: '#F8C46A',
  400: '#F5A524',
  500: '#F29A1F',
  600: '#D98A0B',
  700: '#B45309',
  800: '#8A3F05',
  900: '#1A1206',
} as const;

/** Warm neutrals (sandstone and ivory) instead of cold greys: calmer, and it makes indigo look richer. */
export const sand = {
  0: '#FFFFFF',
  50: '#FBF8F3',
  100: '#F3EEE4',
  200: '#E7E0D2',
  500: '#5A556B',
  900: '#1F1B2E',
} as const;

/** Night neutrals for the dark scheme: blue-black rather than pure black, so indigo stays visible. */
export const night = {
  50: '#F4EFE6',
  300: '#B8B2CC',
  700: '#2A2748',
  800: '#1B1936',
  900: '#100E24',
} as const;

/** Status colours, each chosen so that it passes WCAG AA as text on paper and under its contrastText. */
export const status = {
  light: {
    success: '#1E7B3A',
    warning: '#C2410C',
    error: '#B42318',
    info: '#1D5FBF',
    online: '#1E9E4A',
    read: '#1D6FE0',
  },
  dark: {
    success: '#4ADE80',
    warning: '#FB923C',
    error: '#F97066',
    info: '#7CB4FF',
    online: '#4ADE80',
    read: '#60A5FA',
  },
} as const;

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
