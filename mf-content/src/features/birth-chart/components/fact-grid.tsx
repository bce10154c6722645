import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: ReactNode;
}

const GAP_PX = 12;

/**
 * Label/value pairs as a description list, two or three to a row. A value wraps only between words, never inside
 * one: a fact is never narrower than its longest word (a flex item's automatic minimum width), so where a long
 * Tamil or Hindi word (செவ்வாய்க்கிழமை) does not fit beside its neighbour, the fact takes a row of its own.
 */
export function FactGrid({ facts, columns = 2 }: { facts: readonly Fact[]; columns?: 2 | 3 }) {
  const share = (count: number) => `1 1 calc((100% - ${(count - 1) * GAP_PX}px) / ${count})`;
  return (
    <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: `${GAP_PX}px` }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', flex: { xs: share(2), md: share(columns) } }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, overflowWrap: 'normal', wordBreak: 'normal' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
