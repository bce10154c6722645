import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { alpha } from '@mui/material/styles';
import type { HeadingLevel } from '../../internal/heading-level';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  secondaryActionLabel?: string;
  onSecondaryAction?: () => void;
  headingLevel?: HeadingLevel;
}

/** What a list shows when it has nothing: says why and offers the way forward. */
export function EmptyState({
  title,
  description,
  icon,
  actionLabel,
  onAction,
  secondaryActionLabel,
  onSecondaryAction,
  headingLevel = 'h2',
}: EmptyStateProps) {
  return (
    <Stack
      alignItems="center"
      textAlign="center"
      spacing={1.5}
      sx={(theme) => ({
        py: 6,
        px: 3,
        borderRadius: '16px',
        border: `1.5px dashed ${theme.palette.divider}`,
        bgcolor: alpha(theme.palette.brand.surfaceTint, 0.5),
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 64,
          height: 64,
          borderRadius: '50%',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          '& svg': { fontSize: 32 },
        })}
      >
        {icon ?? <AutoAwesomeOutlined />}
      </Box>
      <Typography variant="h5" component={headingLevel}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {(actionLabel && onAction) || (secondaryActionLabel && onSecondaryAction) ? (
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          {actionLabel && onAction ? (
            <Button variant="contained" onClick={onAction}>
              {actionLabel}
            </Button>
          ) : null}
          {secondaryActionLabel && onSecondaryAction ? (
            <Button variant="text" onClick={onSecondaryAction}>
              {secondaryActionLabel}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
