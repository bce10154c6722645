import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import type { Astrologer } from '@astrosetu/contracts';
import { RatingStars } from '@astrosetu/design-system/rating-stars';
import { specializationName, spokenLanguageList } from '@astrosetu/design-system/format';
import { visuallyHidden } from '../ui/visually-hidden';
import { availabilityText } from './availability-text';
import { ChannelPrices } from './channel-prices';
import { useMarketplaceText } from '../../locales/use-text';

export interface AstrologerProfileSummaryProps {
  astrologer: Astrologer;
  /** Show the description paragraph (booking page). */
  showDescription?: boolean;
  headingLevel?: 'h1' | 'h2';
}

/** Who the customer is about to pay: photo, name, presence, rating, experience, expertise, languages, rate. */
export function AstrologerProfileSummary({ astrologer, showDescription = false, headingLevel = 'h1' }: AstrologerProfileSummaryProps) {
  const { t } = useMarketplaceText();
  const rated = astrologer.reviewCount > 0 || astrologer.rating > 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} alignItems={{ xs: 'center', sm: 'flex-start' }} textAlign={{ xs: 'center', sm: 'left' }}>
      <Avatar
        src={astrologer.image || undefined}
        alt={astrologer.name}
        sx={(theme) => ({
          width: { xs: 96, md: 112 },
          height: { xs: 96, md: 112 },
          fontSize: '2rem',
          bgcolor: 'primary.main',
          boxShadow: `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 6px ${astrologer.isOnline ? theme.palette.brand.online : theme.palette.divider}`,
        })}
      >
        {astrologer.name.charAt(0)}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }} alignItems={{ xs: 'center', sm: 'flex-start' }}>
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap justifyContent={{ xs: 'center', sm: 'flex-start' }}>
          <Typography variant="h4" component={headingLevel}>
            {astrologer.name}
          </Typography>
          <Chip
            size="small"
            color={astrologer.isOnline ? 'success' : 'default'}
            variant={astrologer.isOnline ? 'filled' : 'outlined'}
            label={astrologer.isOnline ? t('astrologer.onlineNow') : t('astrologer.offline')}
            sx={{ fontWeight: 700 }}
          />
        </Stack>
        <RatingStars value={rated ? astrologer.rating : null} reviewCount={astrologer.reviewCount} />
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap justifyContent={{ xs: 'center', sm: 'flex-start' }} sx={{ color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <WorkHistoryOutlined sx={{ fontSize: 18 }} aria-hidden />
            {t('astrologer.experience', { count: astrologer.experience })}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <TranslateRounded sx={{ fontSize: 18 }} aria-hidden />
            <span>
              <Box component="span" sx={visuallyHidden}>
                {t('astrologer.languagesPrefix')}{' '}
              </Box>
              {spokenLanguageList(astrologer.languages)}
            </span>
          </Typography>
        </Stack>
        <ChannelPrices astrologer={astrologer} justifyContent={{ xs: 'center', sm: 'flex-start' }} />
        {astrologer.specializations.length > 0 ? (
          <Stack component="ul" aria-label={t('astrologer.specializations')} direction="row" flexWrap="wrap" useFlexGap spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: { xs: 'center', sm: 'flex-start' } }}>
            {astrologer.specializations.map((specialization) => (
              <li key={specialization}>
                <Chip size="small" label={specializationName(specialization)} sx={{ bgcolor: 'brand.surfaceTint' }} />
              </li>
            ))}
          </Stack>
        ) : null}
        {!astrologer.isOnline ? (
          <Typography variant="body2" color="text.secondary">
            {availabilityText(astrologer, t)}
          </Typography>
        ) : null}
        {showDescription && astrologer.description ? (
          <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 720, pt: 0.5 }}>
            {astrologer.description}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
