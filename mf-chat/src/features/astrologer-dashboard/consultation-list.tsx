import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallRounded from '@mui/icons-material/CallRounded';
import type { Consultation } from '@astrosetu/contracts';
import { formatDateTime, formatPaise } from '@astrosetu/design-system/format';
import { useChatText } from '../../locales/use-text';

export interface ConsultationListProps {
  title: string;
  consultations?: Consultation[];
  loading: boolean;
  emptyText: string;
  /** When given, each row opens the consultation (the active list). */
  onOpen?: (consultation: Consultation) => void;
}

/**
 * One row's line: a running session shows the minutes booked; an ended one the minutes billed and the astrologer's
 * share from the earnings ledger (0 for a session refunded in full), never the price the customer first paid.
 */
function describe(consultation: Consultation): string {
  const t = useChatText.translate;
  const date = formatDateTime(consultation.createdAt);
  if (consultation.status === 'active') return t('dashboard.row.active', { topic: consultation.topic, minutes: consultation.duration, date });
  if (consultation.status === 'cancelled') return t('dashboard.row.cancelled', { topic: consultation.topic, date });
  return t('dashboard.row.completed', {
    topic: consultation.topic,
    minutes: consultation.usedMinutes ?? 0,
    amount: formatPaise(consultation.astrologerShare ?? 0),
    date,
  });
}

/** A titled list of consultations, with the customer's name first. */
export function ConsultationList({ title, consultations, loading, emptyText, onOpen }: ConsultationListProps) {
  const { t } = useChatText();
  // From React, not from the title: a Hindi or Tamil title has no \w characters to build an id from.
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {loading && !consultations ? (
          <Stack spacing={1}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : consultations && consultations.length > 0 ? (
          <List disablePadding>
            {consultations.map((consultation) => {
              const text = (
                <ListItemText
                  primary={consultation.user.username}
                  secondary={describe(consultation)}
                  slotProps={{ primary: { fontWeight: 600 } }}
                />
              );
              const isCall = consultation.channel === 'call';
              const status = (
                <>
                  {/* A call says so: it is answered and talked, not typed. */}
                  {isCall ? <Chip size="small" variant="outlined" icon={<CallRounded />} label={t('dashboard.channelCall')} sx={{ ml: 1 }} /> : null}
                  <Chip size="small" label={t(`dashboard.status.${consultation.status}`)} color={consultation.status === 'active' ? 'success' : 'default'} sx={{ ml: 1, textTransform: 'capitalize' }} />
                </>
              );
              return onOpen ? (
                <ListItem key={consultation.id} disablePadding divider>
                  <ListItemButton onClick={() => onOpen(consultation)} aria-label={t(isCall ? 'dashboard.openCall' : 'dashboard.openChat', { name: consultation.user.username })}>
                    {text}
                    {status}
                  </ListItemButton>
                </ListItem>
              ) : (
                <ListItem key={consultation.id} divider>
                  {text}
                  {status}
                </ListItem>
              );
            })}
          </List>
        ) : (
          <Typography color="text.secondary">{emptyText}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
