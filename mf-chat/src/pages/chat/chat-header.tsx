import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import type { ReactNode } from 'react';
import { ASTROLOGER_EXTENSION_MINUTES } from '@astrosetu/contracts';
import { CountdownBadge } from '@astrosetu/design-system/countdown-badge';
import type { ConnectionState } from '../../features/live-chat';

export interface ChatHeaderProps {
  otherPartyName: string;
  otherPartyImage?: string;
  connection: ConnectionState;
  ended: boolean;
  packageMinutes: number;
  freeExtensions: number;
  remainingSeconds?: number;
  graceSeconds: number;
  onSearch: () => void;
  onSettings: () => void;
  /** The astrologer's '+5min' and End Call. */
  actions: ReactNode;
}

function connectionChip(connection: ConnectionState, ended: boolean) {
  if (ended) return <Chip size="small" label="Ended" />;
  if (connection === 'online') return <Chip size="small" color="success" label="Connected" />;
  if (connection === 'connecting') return <Chip size="small" color="info" variant="outlined" label="Connecting…" />;
  return <Chip size="small" color="warning" label="Offline" />;
}

/** Spec 2.11 header: who, connection, package, clock, free-extension note and the actions. */
export function ChatHeader(props: ChatHeaderProps) {
  const { otherPartyName, otherPartyImage, connection, ended, packageMinutes, freeExtensions, remainingSeconds, graceSeconds } = props;
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      alignItems={{ xs: 'stretch', sm: 'center' }}
      justifyContent="space-between"
      sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
        <Avatar src={otherPartyImage || undefined} alt="" sx={{ width: 44, height: 44 }}>
          {otherPartyName.charAt(0)}
        </Avatar>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" noWrap>
            {otherPartyName}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} alignItems="center">
            {connectionChip(connection, ended)}
            <Chip size="small" variant="outlined" label={`${packageMinutes}min Package`} />
            {remainingSeconds !== undefined && !ended ? <CountdownBadge remainingSeconds={remainingSeconds} graceSeconds={graceSeconds} /> : null}
            {freeExtensions > 0 ? (
              <Typography variant="caption" color="success.main" sx={{ fontWeight: 600 }}>
                +{freeExtensions * ASTROLOGER_EXTENSION_MINUTES} min free extension
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Tooltip title="Search messages">
          <IconButton aria-label="Search messages" onClick={props.onSearch}>
            <SearchRounded />
          </IconButton>
        </Tooltip>
        <Tooltip title="Display settings">
          <IconButton aria-label="Display settings" onClick={props.onSettings}>
            <TuneRounded />
          </IconButton>
        </Tooltip>
        {props.actions}
      </Stack>
    </Stack>
  );
}
