import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list, two or three columns wide. */
export function FactGrid({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 2 | 3 }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
