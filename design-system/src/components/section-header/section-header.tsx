import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HeadingLevel } from '../../internal/heading-level';

export interface SectionHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link or button on the right, e.g. "View All". */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Id for the heading, so the section can be `aria-labelledby` it. */
  id?: string;
  align?: 'left' | 'center';
}

/** The title row of a page section, with a small marigold rule that ties sections to the brand. */
export function SectionHeader({ title, subtitle, action, headingLevel = 'h2', id, align = 'left' }: SectionHeaderProps) {
  const centered = align === 'center';
  return (
    <Stack
      direction={{ xs: 'column', sm: centered ? 'column' : 'row' }}
      spacing={1.5}
      justifyContent="space-between"
      alignItems={centered ? 'center' : { xs: 'flex-start', sm: 'flex-end' }}
      textAlign={centered ? 'center' : 'left'}
      sx={{ mb: 3 }}
    >
      <Box>
        <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: '2px', bgcolor: 'brand.marigold', mb: 1.25, mx: centered ? 'auto' : 0 }} />
        <Typography variant="h4" component={headingLevel} id={id}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Stack>
  );
}
