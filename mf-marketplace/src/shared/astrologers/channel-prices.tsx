import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import CallOutlined from '@mui/icons-material/CallOutlined';
import type { Astrologer } from '@astrosetu/contracts';
import { formatRupees } from '@astrosetu/design-system/format';
import { visuallyHidden } from '../ui/visually-hidden';
import { channelRates } from './channel-rate';
import { useMarketplaceText } from '../../locales/use-text';

export interface ChannelPricesProps {
  astrologer: Pick<Astrologer, 'isOnline' | 'ratePerMinute' | 'takesCalls' | 'callRatePerMinute'>;
  justifyContent?: { xs: string; sm?: string } | string;
}

/**
 * "Chat ₹35/min" and "Call ₹40/min" with whether each is available now (the astrologer's online state, as the card
 * shows it). The items wrap rather than overflow at 360 px; each is read out as one sentence
 * (the visible words are hidden from screen readers).
 */
export function ChannelPrices({ astrologer, justifyContent }: ChannelPricesProps) {
  const { t } = useMarketplaceText();
  const availability = astrologer.isOnline ? t('astrologer.channels.availableNow') : t('astrologer.channels.unavailableNow');
  return (
    <Stack
      component="ul"
      aria-label={t('astrologer.channels.label')}
      direction="row"
      flexWrap="wrap"
      useFlexGap
      columnGap={1.5}
      rowGap={0.5}
      justifyContent={justifyContent}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {channelRates(astrologer).map(({ channel, rate }) => {
        const name = t(`astrologer.channels.${channel}`);
        const price = t('common.perMinute', { amount: formatRupees(rate) });
        return (
          <Box
            component="li"
            key={channel}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
          >
            {channel === 'call' ? (
              <CallOutlined aria-hidden sx={{ fontSize: 18, color: astrologer.isOnline ? 'success.main' : 'text.disabled' }} />
            ) : (
              <ChatBubbleOutlineRounded aria-hidden sx={{ fontSize: 18, color: astrologer.isOnline ? 'success.main' : 'text.disabled' }} />
            )}
            <Typography variant="body2" component="span" aria-hidden sx={{ color: 'text.secondary' }}>
              {name}
            </Typography>
            <Typography variant="body2" component="span" aria-hidden sx={{ fontWeight: 700, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
              {price}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {t('astrologer.channels.item', { channel: name, price, availability })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
