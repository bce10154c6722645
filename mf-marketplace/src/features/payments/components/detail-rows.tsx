import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label / value lines of a payment card, as a description list for screen readers. */
export function DetailRows({ rows }: { rows: DetailRow[] }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((row, index) => (
        <Box key={row.label}>
          {index > 0 && <Divider sx={{ my: 1.25 }} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, textAlign: 'right', fontWeight: 500, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
