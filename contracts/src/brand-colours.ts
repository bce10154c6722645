/**
 * AstroSetu's brand colours as plain hex values: the one source for the web theme (design-system's brand tokens
 * re-export them) and for what the API draws itself (chart SVGs, report, receipt and deliverable PDFs), so a PDF
 * shows the same indigo as the page it was bought on.
 *
 * They live in contracts, not in the design-system, because the API must not depend on any web package
 * (docs/architecture.md): contracts is plain TypeScript with no web or server dependency, and both sides already
 * read it. Only data here, no theme logic: how colours become an MUI palette stays in design-system/src/theme.
 */
export const brandColours = {
  /** Deep indigo: the night sky the jyotishi reads. Primary actions, headers, focus rings. */
  indigo: {
    50: '#EEEDFB',
    100: '#D9D7F6',
    200: '#C9C6FA',
    300: '#A9A4F7',
    400: '#7C76E8',
    500: '#5B57B0',
    700: '#2F2B7A',
    800: '#1E1B52',
    900: '#15123A',
  },
  /** Saffron to marigold: temple flowers and the sacred thread. Accent, highlights, "Most Popular". */
  saffron: {
    100: '#FDEBD0',
    300: '#F8C46A',
    400: '#F5A524',
    500: '#F29A1F',
    600: '#D98A0B',
    700: '#B45309',
    800: '#8A3F05',
    900: '#1A1206',
  },
  /** Warm neutrals (sandstone and ivory) instead of cold greys: calmer, and it makes indigo look richer. */
  sand: {
    0: '#FFFFFF',
    50: '#FBF8F3',
    100: '#F3EEE4',
    200: '#E7E0D2',
    500: '#5A556B',
    900: '#1F1B2E',
  },
  /** Night neutrals for the dark scheme: blue-black rather than pure black, so indigo stays visible. */
  night: {
    50: '#F4EFE6',
    300: '#B8B2CC',
    700: '#2A2748',
    800: '#1B1936',
    900: '#100E24',
  },
  /** Status colours, each chosen so that it passes WCAG AA as text on paper and under its contrastText. */
  status: {
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
  },
} as const;
