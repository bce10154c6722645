import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { formatPaise, formatDuration } from '@astrosetu/design-system/format';
import type { HeadingLevel } from '../../internal/heading-level';
import { Price } from '../price/price';
import { useDesignSystemText } from '@astrosetu/design-system/locales';

export interface PackageCardProps {
  minutes: number;
  /** Price of the package in paise. */
  pricePaise: number;
  /** How much the package saves, in paise; shown as "Save ₹…" when above zero. */
  savingsPaise?: number;
  mostPopular?: boolean;
  /** Short description under the duration. */
  description?: string;
  actionLabel?: string;
  onSelect?: () => void;
  /** Buying is in progress (button shows progress and waits). */
  pending?: boolean;
  disabled?: boolean;
  headingLevel?: HeadingLevel;
}

/** A timed chat package: duration, price, per-minute cost, savings, and the Most Popular ribbon. */
export function PackageCard({
  minutes,
  pricePaise,
  savingsPaise = 0,
  mostPopular = false,
  description,
  actionLabel,
  onSelect,
  pending = false,
  disabled = false,
  headingLevel = 'h3',
}: PackageCardProps) {
  const { t } = useDesignSystemText();
  const perMinutePaise = minutes > 0 ? Math.round(pricePaise / minutes) : 0;
  return (
    <Card
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        overflow: 'visible',
        borderWidth: mostPopular ? 2 : 1,
        borderColor: mostPopular ? theme.palette.secondary.main : theme.palette.divider,
        boxShadow: mostPopular ? theme.shadows[4] : 'none',
      })}
    >
      {mostPopular ? (
        <Chip
          icon={<WorkspacePremiumRounded />}
          label={t('packageCard.mostPopular')}
          size="small"
          sx={{
            position: 'absolute',
            top: 0,
            left: '50%',
            transform: 'translate(-50%, -50%)',
            bgcolor: 'brand.marigold',
            color: 'brand.onMarigold',
            fontWeight: 700,
            '& .MuiChip-icon': { color: 'inherit' },
          }}
        />
      ) : null}
      <CardContent sx={{ height: '100%', pt: mostPopular ? 3.5 : 3 }}>
        <Stack spacing={1.25} alignItems="center" textAlign="center" sx={{ height: '100%' }}>
          <Typography variant="h4" component={headingLevel}>
            {formatDuration(minutes)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description ?? t('packageCard.description')}
          </Typography>
          <Price paise={pricePaise} decimals={false} variant="h3" fontWeight={700} />
          <Typography variant="body2" color="text.secondary">
            {t('packageCard.perMinute', { price: formatPaise(perMinutePaise, { decimals: perMinutePaise % 100 !== 0 }) })}
          </Typography>
          <Box sx={{ minHeight: 28 }}>
            {savingsPaise > 0 ? (
              <Chip size="small" color="success" variant="outlined" label={t('packageCard.save', { amount: formatPaise(savingsPaise, { decimals: false }) })} sx={{ fontWeight: 700 }} />
            ) : null}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            fullWidth
            size="large"
            variant={mostPopular ? 'contained' : 'outlined'}
            color={mostPopular ? 'secondary' : 'primary'}
            onClick={onSelect}
            disabled={disabled || pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {pending ? t('packageCard.processing') : (actionLabel ?? t('packageCard.buyNow'))}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
