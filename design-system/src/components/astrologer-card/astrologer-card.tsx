import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import { cheapestPackagePriceInPaise } from '@astrosetu/contracts';
import { formatClockTime, formatPaise, formatRupees, specializationName, spokenLanguageList } from '@astrosetu/design-system/format';
import { useDesignSystemText } from '@astrosetu/design-system/locales';
import type { HeadingLevel } from '../../internal/heading-level';
import { VisuallyHidden } from '../../internal/visually-hidden';
import { RatingStars } from '../rating-stars/rating-stars';

/** Stands for the price in the "packages from" sentence until it is split (a private-use character no text contains). */
const PRICE_MARKER = '\uE000';

/** How many specializations a card shows before summarising the rest as "+N more". */
export const ASTROLOGER_CARD_MAX_SPECIALIZATIONS = 3;

export interface AstrologerCardProps {
  name: string;
  imageUrl?: string;
  rating: number | null;
  reviewCount: number;
  experienceYears: number;
  specializations: readonly string[];
  /** A list, or the comma-separated text the listing API returns. */
  languages: readonly string[] | string;
  /** Whole rupees per minute. */
  ratePerMinute: number;
  isOnline: boolean;
  /** The availability line shown while offline (default: available from 10:00 AM, in the site's language). */
  offlineText?: string;
  onChat?: () => void;
  headingLevel?: HeadingLevel;
  /** Small controls beside the name (e.g. a favourite button); the app decides what they do. */
  action?: ReactNode;
}

function initials(name: string): string {
  return name
    .replace(/^(Pt\.?|Pandit|Dr\.?|Acharya|Guru)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** An astrologer in a listing: who they are, how good, what they cost, and whether you can chat now. */
export function AstrologerCard({
  name,
  imageUrl,
  rating,
  reviewCount,
  experienceYears,
  specializations,
  languages,
  ratePerMinute,
  isOnline,
  offlineText,
  onChat,
  headingLevel = 'h3',
  action,
}: AstrologerCardProps) {
  const { t } = useDesignSystemText();
  const shown = specializations.slice(0, ASTROLOGER_CARD_MAX_SPECIALIZATIONS);
  const hidden = specializations.slice(ASTROLOGER_CARD_MAX_SPECIALIZATIONS);
  const languageText = typeof languages === 'string' ? languages : spokenLanguageList(languages);
  // The teaser is the cheapest package, priced by the rule the server charges by (rates are whole rupees).
  const cheapestPackagePrice = formatPaise(cheapestPackagePriceInPaise(ratePerMinute), { decimals: false });
  // The price is styled inside a translated sentence whose word order differs by language: the sentence is
  // translated around a marker and split there, so no markup goes through the catalogues.
  const [packagesFromBefore, packagesFromAfter = ''] = t('astrologerCard.packagesFrom', { price: PRICE_MARKER }).split(PRICE_MARKER);

  return (
    <Card
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[3] },
      })}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          {/* The online dot on the photo, drawn as MUI's circular-overlap dot Badge places it (bottom right, half outside
              the circle), without the Badge component: ~2 KiB gzipped off every page that shows a card (issue 37). */}
          <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
            <Avatar
              src={imageUrl}
              alt={name}
              sx={(theme) => ({
                width: 72,
                height: 72,
                fontWeight: 700,
                fontSize: '1.5rem',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                boxShadow: `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 5px ${isOnline ? theme.palette.brand.online : theme.palette.divider}`,
              })}
            >
              {initials(name)}
            </Avatar>
            {isOnline ? (
              <Box
                aria-hidden
                sx={(theme) => ({
                  position: 'absolute',
                  right: '14%',
                  bottom: '14%',
                  transform: 'translate(50%, 50%)',
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  bgcolor: 'brand.online',
                  border: `3px solid ${theme.palette.background.paper}`,
                  boxSizing: 'border-box',
                })}
              />
            ) : null}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component={headingLevel} noWrap title={name}>
              {name}
            </Typography>
            <Typography
              variant="caption"
              component="p"
              sx={{ color: isOnline ? 'success.main' : 'text.secondary', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: isOnline ? 'brand.online' : 'text.disabled' }}
              />
              {isOnline ? t('astrologerCard.online') : t('astrologerCard.offline')}
            </Typography>
            <RatingStars value={rating} reviewCount={reviewCount} />
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
              <WorkHistoryOutlined sx={{ fontSize: 16 }} aria-hidden />
              {t('astrologerCard.experience', { count: experienceYears })}
            </Typography>
          </Box>
          {action ? <Box sx={{ flexShrink: 0, mt: -1, mr: -1 }}>{action}</Box> : null}
        </Stack>

        {specializations.length > 0 ? (
          <Stack component="ul" aria-label={t('astrologerCard.specializations')} direction="row" flexWrap="wrap" useFlexGap spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {shown.map((specialization) => (
              <li key={specialization}>
                <Chip size="small" label={specializationName(specialization)} sx={{ bgcolor: 'brand.surfaceTint', color: 'text.primary' }} />
              </li>
            ))}
            {hidden.length > 0 ? (
              <li>
                <Chip
                  size="small"
                  variant="outlined"
                  title={hidden.map(specializationName).join(', ')}
                  label={
                    <>
                      {t('astrologerCard.moreSpecializations', { hidden: hidden.length })}
                      <VisuallyHidden>: {hidden.map(specializationName).join(', ')}</VisuallyHidden>
                    </>
                  }
                />
              </li>
            ) : null}
          </Stack>
        ) : null}

        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1.5 }}>
          <TranslateRounded sx={{ fontSize: 16 }} aria-hidden />
          <VisuallyHidden>{t('astrologerCard.languages')}</VisuallyHidden>
          {languageText}
        </Typography>

        <Stack direction="row" alignItems="baseline" justifyContent="space-between" spacing={1} sx={{ mt: 1.5 }}>
          <Typography variant="h6" component="p" sx={{ fontFamily: 'inherit', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {t('astrologerCard.ratePerMinute', { rate: formatRupees(ratePerMinute) })}
          </Typography>
          <Typography variant="caption" color="text.secondary" textAlign="right">
            {packagesFromBefore}
            <Box component="span" sx={{ color: 'secondary.main', fontWeight: 700 }}>
              {cheapestPackagePrice}
            </Box>
            {packagesFromAfter}
          </Typography>
        </Stack>
      </CardContent>

      <Box sx={{ px: 2.5, pb: 2.5 }}>
        {isOnline ? (
          <Button fullWidth variant="contained" color="primary" startIcon={<ChatBubbleOutlineRounded />} onClick={onChat}>
            {t('astrologerCard.chatNow')}
          </Button>
        ) : (
          <Stack spacing={1}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <ScheduleRounded sx={{ fontSize: 14 }} aria-hidden />
              {offlineText ?? t('astrologerCard.availableFrom', { time: formatClockTime('10:00') })}
            </Typography>
            <Button fullWidth variant="outlined" disabled>
              {t('astrologerCard.offline')}
            </Button>
          </Stack>
        )}
      </Box>
    </Card>
  );
}
