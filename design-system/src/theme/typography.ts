import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontStacks } from './brand-tokens';

/**
 * Why these numbers: Devanagari and Tamil carry marks above (matras, shirorekha) and below the line, so
 * body line-height is 1.6 (not MUI's 1.43) or the marks of adjacent lines collide. No letter-spacing
 * anywhere: tracking breaks conjuncts and the headline bar of Devanagari. No uppercase: Indic scripts
 * have no case and mixed-script labels look inconsistent when only the Latin part shouts.
 */
const heading = { fontFamily: fontStacks.display, letterSpacing: 0, lineHeight: 1.25 } as const;

export const typography: TypographyVariantsOptions = {
  fontFamily: fontStacks.body,
  htmlFontSize: 16,
  fontSize: 14,
  h1: { ...heading, fontSize: '2.75rem', fontWeight: 700 },
  h2: { ...heading, fontSize: '2.125rem', fontWeight: 700 },
  h3: { ...heading, fontSize: '1.75rem', fontWeight: 700 },
  h4: { ...heading, fontSize: '1.5rem', fontWeight: 600 },
  h5: { ...heading, fontSize: '1.25rem', fontWeight: 600 },
  h6: { ...heading, fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.35 },
  subtitle1: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5, letterSpacing: 0 },
  subtitle2: { fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.5, letterSpacing: 0 },
  body1: { fontSize: '1rem', lineHeight: 1.6, letterSpacing: 0 },
  body2: { fontSize: '0.875rem', lineHeight: 1.6, letterSpacing: 0 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0, lineHeight: 1.5 },
  caption: { fontSize: '0.75rem', lineHeight: 1.55, letterSpacing: 0 },
  overline: { fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.6, letterSpacing: '0.08em', textTransform: 'uppercase' },
};
