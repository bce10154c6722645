import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BOOKING_DURATIONS, type BookingDuration } from '../model/booking-durations';
import { useMarketplaceText } from '../../../locales/use-text';

export interface DurationChoiceProps {
  value: BookingDuration;
  onChange: (minutes: BookingDuration) => void;
  disabled?: boolean;
}

/** The session length, as one exclusive choice. */
export function DurationChoice({ value, onChange, disabled = false }: DurationChoiceProps) {
  const { t } = useMarketplaceText();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <FormLabel component="legend" id="duration-label" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {t('booking.duration')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby="duration-label"
        onChange={(_event, next: BookingDuration | null) => {
          if (next !== null) onChange(next);
        }}
      >
        {BOOKING_DURATIONS.map((minutes) => (
          <ToggleButton key={minutes} value={minutes} disabled={disabled} sx={{ py: 1.25, fontWeight: 700 }}>
            {t('common.minutes', { count: minutes })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}
