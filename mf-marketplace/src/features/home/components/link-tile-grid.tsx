import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { HomeLink } from '../model/home-links';
import { useMarketplaceText } from '../../../locales/use-text';
import { gridList } from './grid-list';

export interface LinkTileGridProps {
  links: readonly HomeLink[];
  /** Accessible name of the list. */
  label: string;
  columns: { xs: number; sm: number; md: number };
  tone?: 'primary' | 'secondary';
}

/** A grid of icon tiles, each a link into the site. */
export function LinkTileGrid({ links, label, columns, tone = 'primary' }: LinkTileGridProps) {
  // Narrow tiles stack the icon over the text; a single column keeps them side by side.
  const { t } = useMarketplaceText();
  const stacked = columns.xs > 1 ? ({ xs: 'column', sm: 'row' } as const) : ('row' as const);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        ...gridList,
        gridTemplateColumns: {
          xs: `repeat(${columns.xs}, minmax(0, 1fr))`,
          sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
          md: `repeat(${columns.md}, minmax(0, 1fr))`,
        },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      {links.map(({ to, title, description, icon: Icon }) => (
        <li key={to}>
          <Card
            variant="outlined"
            sx={(theme) => ({
              height: '100%',
              transition: 'border-color 150ms, transform 150ms',
              '&:hover': { borderColor: theme.palette[tone].main, transform: 'translateY(-2px)' },
              '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
            })}
          >
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: { xs: 1.5, md: 2 } }}>
              <Stack direction={stacked} spacing={1.5} alignItems={columns.xs > 1 ? { xs: 'flex-start', sm: 'center' } : 'center'}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    display: 'grid',
                    placeItems: 'center',
                    width: 44,
                    height: 44,
                    flexShrink: 0,
                    borderRadius: '12px',
                    color: theme.palette[tone].main,
                    bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.1 : 0.18),
                  })}
                >
                  <Icon />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.3 }}>
                    {t(title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {t(description)}
                  </Typography>
                </Box>
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
