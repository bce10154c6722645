import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/**
 * Label / value lines of a payment card, as a description list for screen readers: each pair is one div directly
 * in the dl (the only wrapper a dl allows), the line between pairs a border rather than an hr.
 */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((row, index) => (
        <Box
          key={row.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            alignItems: 'baseline',
            ...(index > 0 ? { borderTop: 1, borderColor: 'divider', mt: 1.25, pt: 1.25 } : {}),
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, textAlign: 'right', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
