import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { alpha } from '@mui/material/styles';
import type { Astrologer } from '@astrosetu/contracts';
import { formatRupees } from '@astrosetu/design-system/format';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { useMarketplaceText } from '../../../locales/use-text';

const SHOWN = 3;

export interface OnlineNowPanelProps {
  astrologers: readonly Astrologer[];
  onChat: (astrologer: Astrologer) => void;
}

/** Who can be consulted this minute, on wide screens beside the hero's promise. */
export function OnlineNowPanel({ astrologers, onChat }: OnlineNowPanelProps) {
  const { t } = useMarketplaceText();
  const online = astrologers.filter((astrologer) => astrologer.isOnline).slice(0, SHOWN);
  if (online.length === 0) return null;
  return (
    <Box
      component="aside"
      aria-labelledby="online-now-heading"
      sx={(theme) => ({
        p: 2.5,
        borderRadius: '20px',
        bgcolor: alpha(theme.palette.brand.onHero, 0.08),
        border: `1px solid ${alpha(theme.palette.brand.onHero, 0.18)}`,
        backdropFilter: 'blur(6px)',
      })}
    >
      <Typography id="online-now-heading" variant="subtitle2" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, fontWeight: 700 }}>
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'brand.online', boxShadow: (theme) => `0 0 0 4px ${alpha(theme.palette.brand.online, 0.25)}` }} />
        {t('home.onlineNow.title')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {online.map((astrologer) => (
          <li key={astrologer.id}>
            <ButtonBase
              onClick={() => onChat(astrologer)}
              sx={(theme) => ({
                width: '100%',
                justifyContent: 'flex-start',
                gap: 1.5,
                p: 1,
                borderRadius: '14px',
                textAlign: 'left',
                color: 'inherit',
                '&:hover, &.Mui-focusVisible': { bgcolor: alpha(theme.palette.brand.onHero, 0.1) },
                '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.brand.marigold}` },
              })}
            >
              <Avatar src={astrologer.image || undefined} alt="" sx={{ width: 44, height: 44 }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                  {/* The name read out is the visible text with this prefix (screen readers and voice control agree). */}
                  <Box component="span" sx={visuallyHidden}>
                    {t('home.onlineNow.chatWith')}{' '}
                  </Box>
                  {astrologer.name}
                </Typography>
                <Typography variant="caption" sx={{ opacity: 0.85, display: 'block' }} noWrap>
                  {astrologer.specializations[0] ?? t('common.astrologyFallback')} · {t('common.perMinute', { amount: formatRupees(astrologer.ratePerMinute) })}
                </Typography>
              </Box>
              <ChevronRightRounded aria-hidden />
            </ButtonBase>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
