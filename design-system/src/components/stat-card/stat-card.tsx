import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export type StatTone = 'primary' | 'secondary' | 'success' | 'info';

export interface StatCardProps {
  label: string;
  /** Already formatted (e.g. with <Price/> or formatPaise). */
  value: ReactNode;
  icon?: ReactNode;
  /** A short note under the value, e.g. "+12% this month" or "N/A until rated". */
  hint?: ReactNode;
  tone?: StatTone;
  loading?: boolean;
}

/** One key figure (Total Sessions, Total Spent, Rating...), for dashboards and profile summaries. */
export function StatCard({ label, value, icon, hint, tone = 'primary', loading = false }: StatCardProps) {
  const { t } = useDesignSystemText();
  return (
    <Card sx={{ height: '100%' }} aria-busy={loading || undefined}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          {icon ? (
            <Box
              aria-hidden
              sx={(theme) => ({
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: '12px',
                color: theme.palette[tone].main,
                bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'light' ? 0.1 : 0.16),
              })}
            >
              {icon}
            </Box>
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" component="p">
              {label}
            </Typography>
            {loading ? (
              <>
                <Skeleton variant="text" width={96} sx={{ fontSize: '1.75rem' }} aria-hidden />
                <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
              </>
            ) : (
              <Typography variant="h4" component="p" sx={{ fontFamily: 'inherit', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
                {value}
              </Typography>
            )}
            {hint && !loading ? (
              <Typography variant="caption" color="text.secondary" component="p">
                {hint}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
