import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CallOutlined from '@mui/icons-material/CallOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import type { ConsultationChannel } from '@astrosetu/contracts';
import { formatRupees } from '@astrosetu/design-system/format';
import { channelRates, type ChannelRated } from './channel-rate';
import { useMarketplaceText } from '../../locales/use-text';

export interface ChannelChoiceProps {
  astrologer: ChannelRated;
  value: ConsultationChannel;
  onChange: (channel: ConsultationChannel) => void;
  disabled?: boolean;
}

/**
 * Chat or Call, each with its rate (and, for a call, that it is not recorded), before the packages (which are priced for the chosen one), on the packages page
 * and the booking page. Two radios side by
 * side; each takes half the row, so they fit at 360 px.
 */
export function ChannelChoice({ astrologer, value, onChange, disabled = false }: ChannelChoiceProps) {
  const { t } = useMarketplaceText();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {t('packages.channel.legend')}
      </FormLabel>
      <RadioGroup row value={value} onChange={(event) => onChange(event.target.value as ConsultationChannel)} sx={{ gap: 1.5, flexWrap: 'nowrap' }}>
        {channelRates(astrologer).map(({ channel, rate }) => (
          <FormControlLabel
            key={channel}
            value={channel}
            control={<Radio />}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', minWidth: 0 }}>
                {channel === 'call' ? <CallOutlined fontSize="small" aria-hidden /> : <ChatBubbleOutlineRounded fontSize="small" aria-hidden />}
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t(`astrologer.channels.${channel}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('common.perMinute', { amount: formatRupees(rate) })}
                </Typography>
              </Box>
            }
            sx={(theme) => ({
              flex: 1,
              minWidth: 0,
              m: 0,
              pr: 1.5,
              border: `1px solid ${value === channel ? theme.palette.primary.main : theme.palette.divider}`,
              borderRadius: 2,
              bgcolor: value === channel ? 'brand.surfaceTint' : 'transparent',
            })}
          />
        ))}
      </RadioGroup>
      {value === 'call' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('packages.channel.notRecorded')}
        </Typography>
      ) : null}
    </FormControl>
  );
}
