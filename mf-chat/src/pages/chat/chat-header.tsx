import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { ReactNode } from 'react';
import { ASTROLOGER_EXTENSION_MINUTES } from '@astrosetu/contracts';
import { CountdownBadge } from '@astrosetu/design-system/countdown-badge';
import type { ConnectionState } from '../../features/live-chat';
import { useChatText } from '../../locales/use-text';

export interface ChatHeaderProps {
  otherPartyName: string;
  otherPartyImage?: string;
  connection: ConnectionState;
  ended: boolean;
  packageMinutes: number;
  freeExtensions: number;
  /** Undefined until the session has started (no clock runs before). */
  remainingSeconds?: number;
  graceSeconds: number;
  /** Said where the countdown will be, until the session starts. */
  notStartedText?: string;
  onSearch: () => void;
  onSettings: () => void;
  /** Phones and tablets: the birth details open in a sheet from the header. */
  onBirthDetails?: () => void;
  /** Extend (customer) or '+5min' (astrologer), and End Call. */
  actions: ReactNode;
}

function ConnectionChip({ connection, ended }: { connection: ConnectionState; ended: boolean }) {
  const { t } = useChatText();
  if (ended) return <Chip size="small" label={t('header.connection.ended')} />;
  if (connection === 'online') return <Chip size="small" color="success" label={t('header.connection.online')} />;
  if (connection === 'connecting') return <Chip size="small" color="info" variant="outlined" label={t('header.connection.connecting')} />;
  return <Chip size="small" color="warning" label={t('header.connection.offline')} />;
}

/**
 * The chat header: who, connection, package, clock, free-extension note and the actions. Compact on a phone
 * (two rows, the clock beside the name) so the conversation keeps most of the screen.
 */
export function ChatHeader(props: ChatHeaderProps) {
  const { otherPartyName, otherPartyImage, connection, ended, packageMinutes, freeExtensions, remainingSeconds, graceSeconds, notStartedText } = props;
  const { t } = useChatText();
  // On a phone the "not started" note is wider than the clock it stands for: beside the name it cut the name and the
  // chips short and made the first row taller, so End Call jumped up 32 px when the clock replaced it. There it takes
  // a row of its own under the actions instead, and only the conversation below moves when it goes.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const notStarted =
    remainingSeconds === undefined && notStartedText && !ended ? (
      <Chip size="small" color="info" variant="outlined" label={notStartedText} sx={{ maxWidth: '100%' }} />
    ) : null;
  const clock =
    remainingSeconds !== undefined && !ended ? <CountdownBadge remainingSeconds={remainingSeconds} graceSeconds={graceSeconds} /> : phone ? null : notStarted;
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.75, sm: 1.5 }}
      alignItems={{ xs: 'stretch', sm: 'center' }}
      justifyContent="space-between"
      sx={{ px: 1.5, py: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
    >
      <Stack direction="row" spacing={1.25} alignItems="center" sx={{ minWidth: 0 }}>
        <Avatar src={otherPartyImage || undefined} alt="" sx={{ width: { xs: 36, sm: 44 }, height: { xs: 36, sm: 44 } }}>
          {otherPartyName.charAt(0)}
        </Avatar>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h1" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            {otherPartyName}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} alignItems="center">
            <ConnectionChip connection={connection} ended={ended} />
            <Chip size="small" variant="outlined" label={t('header.package', { count: packageMinutes })} />
            {freeExtensions > 0 ? (
              <Typography variant="caption" color="success.main" sx={{ fontWeight: 600 }}>
                {t('header.freeExtension', { count: freeExtensions * ASTROLOGER_EXTENSION_MINUTES })}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
        {clock ? <div>{clock}</div> : null}
      </Stack>
      <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tooltip title={t('header.search')}>
          <IconButton aria-label={t('header.search')} onClick={props.onSearch}>
            <SearchRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('header.settings')}>
          <IconButton aria-label={t('header.settings')} onClick={props.onSettings}>
            <TuneRounded />
          </IconButton>
        </Tooltip>
        {props.onBirthDetails ? (
          <Tooltip title={t('header.birthDetails')}>
            <IconButton aria-label={t('header.birthDetails')} onClick={props.onBirthDetails}>
              <BadgeOutlined />
            </IconButton>
          </Tooltip>
        ) : null}
        {props.actions}
      </Stack>
      {phone && notStarted ? <div>{notStarted}</div> : null}
    </Stack>
  );
}
