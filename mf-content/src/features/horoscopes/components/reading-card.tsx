import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface ReadingCardProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** Spans the whole row of the grid (the main prediction). */
  wide?: boolean;
  tone?: 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
}

/** One part of a reading (Love & Relationships, Lucky Numbers, ...) with its heading. */
export function ReadingCard({ title, icon, children, wide = false, tone = 'primary' }: ReadingCardProps) {
  return (
    <Card sx={{ height: '100%', gridColumn: wide ? '1 / -1' : undefined }}>
      <CardContent>
        <Stack direction="row" spacing={1.25} alignItems="center" sx={{ mb: 1.25 }}>
          {icon ? (
            <Box
              aria-hidden
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                width: 36,
                height: 36,
                borderRadius: 2,
                color: `${tone}.main`,
                bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.1 : 0.2),
                '& svg': { fontSize: 20 },
              })}
            >
              {icon}
            </Box>
          ) : null}
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
        </Stack>
        {typeof children === 'string' ? (
          <Typography variant="body1" color="text.primary">
            {children}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
