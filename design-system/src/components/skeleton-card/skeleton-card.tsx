import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export type SkeletonCardVariant = 'astrologer' | 'package' | 'stat' | 'article';

export interface SkeletonCardProps {
  /** Which real card this placeholder stands in for, so the layout does not jump when data arrives. */
  variant?: SkeletonCardVariant;
  /** What screen readers hear. Give it to one card only when rendering a grid of them. */
  label?: string;
  /** Hide from assistive technology (for the 2nd..nth card of a grid). */
  silent?: boolean;
}

/** A loading placeholder shaped like the card it precedes. */
export function SkeletonCard({ variant = 'astrologer', label, silent = false }: SkeletonCardProps) {
  const { t } = useDesignSystemText();
  return (
    <Card aria-hidden={silent || undefined} role={silent ? undefined : 'status'} aria-busy sx={{ height: '100%' }}>
      {silent ? null : <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>}
      <CardContent>
        {variant === 'astrologer' ? (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={2} alignItems="center">
              <Skeleton variant="circular" width={72} height={72} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
                <Skeleton variant="text" width="50%" />
                <Skeleton variant="text" width="40%" />
              </Box>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Skeleton variant="rounded" width={72} height={24} sx={{ borderRadius: '999px' }} />
              <Skeleton variant="rounded" width={88} height={24} sx={{ borderRadius: '999px' }} />
              <Skeleton variant="rounded" width={56} height={24} sx={{ borderRadius: '999px' }} />
            </Stack>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={40} sx={{ borderRadius: '12px' }} />
          </Stack>
        ) : null}
        {variant === 'package' ? (
          <Stack spacing={1.25} alignItems="center">
            <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" width="100%" height={40} sx={{ borderRadius: '12px' }} />
          </Stack>
        ) : null}
        {variant === 'stat' ? (
          <Stack direction="row" spacing={2}>
            <Skeleton variant="rounded" width={44} height={44} sx={{ borderRadius: '12px' }} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="35%" sx={{ fontSize: '1.75rem' }} />
            </Box>
          </Stack>
        ) : null}
        {variant === 'article' ? (
          <Stack spacing={1}>
            <Skeleton variant="rounded" height={140} sx={{ borderRadius: '12px' }} />
            <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
