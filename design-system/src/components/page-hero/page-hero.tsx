import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, styled } from '@mui/material/styles';
import type { HeadingLevel } from '../../internal/heading-level';

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Short line above the title, e.g. "Live astrology consultations, paid by the minute" (a fact, never an invented count). */
  eyebrow?: ReactNode;
  /** Buttons or links; laid out in a wrapping row under the subtitle. */
  actions?: ReactNode;
  /** Extra content below the actions (badges, stats). */
  children?: ReactNode;
  align?: 'left' | 'center';
  /** Smaller vertical padding for inner pages. */
  dense?: boolean;
  headingLevel?: HeadingLevel;
}

/** A starfield drawn with gradients: no image request, crisp at any size, tinted by the theme. */
/** A decorative star before the eyebrow line (hidden from screen readers). */
const STAR_ORNAMENT = '✦';

const HeroSurface = styled('section')(({ theme }) => {
  const star = alpha(theme.palette.brand.onHero, 0.55);
  const faintStar = alpha(theme.palette.brand.onHero, 0.25);
  return {
    position: 'relative',
    overflow: 'hidden',
    color: theme.palette.brand.onHero,
    backgroundColor: theme.palette.brand.heroFrom,
    backgroundImage: [
      `radial-gradient(1.5px 1.5px at 12% 22%, ${star}, transparent)`,
      `radial-gradient(1px 1px at 28% 70%, ${faintStar}, transparent)`,
      `radial-gradient(1.5px 1.5px at 47% 18%, ${faintStar}, transparent)`,
      `radial-gradient(1px 1px at 63% 54%, ${star}, transparent)`,
      `radial-gradient(2px 2px at 82% 28%, ${star}, transparent)`,
      `radial-gradient(1px 1px at 91% 76%, ${faintStar}, transparent)`,
      `radial-gradient(circle at 100% 0%, ${alpha(theme.palette.brand.marigold, 0.22)}, transparent 45%)`,
      `linear-gradient(135deg, ${theme.palette.brand.heroFrom} 0%, ${theme.palette.brand.heroTo} 100%)`,
    ].join(', '),
  };
});

/** The opening band of a page: title, promise and the main calls to action. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  actions,
  children,
  align = 'left',
  dense = false,
  headingLevel = 'h1',
}: PageHeroProps) {
  const centered = align === 'center';
  return (
    <HeroSurface>
      <Container maxWidth="lg" sx={{ py: dense ? { xs: 4, md: 5 } : { xs: 6, md: 10 } }}>
        <Stack spacing={2} alignItems={centered ? 'center' : 'flex-start'} textAlign={centered ? 'center' : 'left'}>
          {eyebrow ? (
            <Typography
              variant="subtitle2"
              component="p"
              sx={{ color: 'brand.marigold', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box component="span" aria-hidden sx={{ fontSize: '1.1em' }}>
                {STAR_ORNAMENT}
              </Box>
              {eyebrow}
            </Typography>
          ) : null}
          <Typography
            variant={dense ? 'h3' : 'h1'}
            component={headingLevel}
            sx={{ maxWidth: 820, fontSize: dense ? undefined : { xs: '2.125rem', md: '2.75rem' } }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body1" component="p" sx={{ maxWidth: 680, fontSize: { md: '1.125rem' }, opacity: 0.92 }}>
              {subtitle}
            </Typography>
          ) : null}
          {actions ? (
            <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} justifyContent={centered ? 'center' : 'flex-start'} sx={{ pt: 1 }}>
              {actions}
            </Stack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </HeroSurface>
  );
}
