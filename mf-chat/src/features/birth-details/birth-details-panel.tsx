import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '@astrosetu/contracts';
import { formatBirthDate, formatBirthTime } from './birth-facts';
import { useChatText } from '../../locales/use-text';

export interface BirthDetailsPanelProps {
  details?: Partial<UserDetails>;
}

function Row({ label, value }: { label: string; value?: string }) {
  if (!value) return null;
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}

/** The customer's birth details, for both sides of the chat (the left panel). */
export function BirthDetailsPanel({ details }: BirthDetailsPanelProps) {
  const { t } = useChatText();
  const hasAny = Boolean(details && (details.name || details.dateOfBirth || details.timeOfBirth || details.placeOfBirth));
  return (
    <Card component="section" aria-labelledby="birth-details-heading">
      <CardContent>
        <Typography id="birth-details-heading" variant="h6" component="h2" gutterBottom>
          {t('birthPanel.title')}
        </Typography>
        {hasAny && details ? (
          <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
            <Row label={t('birthPanel.name')} value={details.name} />
            <Row label={t('birthPanel.dateOfBirth')} value={details.dateOfBirth ? formatBirthDate(details.dateOfBirth) : undefined} />
            <Row label={t('birthPanel.timeOfBirth')} value={details.timeOfBirth ? formatBirthTime(details.timeOfBirth) : undefined} />
            <Row label={t('birthPanel.placeOfBirth')} value={details.placeOfBirth} />
            <Row label={t('birthPanel.question')} value={details.question} />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('birthPanel.none')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
