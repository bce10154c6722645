import Typography from '@mui/material/Typography';
import type { ContactKind } from '@astrosetu/contracts';
import { maskedKindsText } from './masked-kinds-text';

export interface MaskedNoticeProps {
  kinds: readonly ContactKind[];
  /** The sender is told what was hidden from their own message and why; the other person that something was. */
  own: boolean;
}

/** Under a message the server masked: why part of it reads "[… hidden]". */
export function MaskedNotice({ kinds, own }: MaskedNoticeProps) {
  const text = own
    ? `We hid ${maskedKindsText(kinds)} from your message. Contact details and payments stay on AstroSetu, so both of you stay protected.`
    : `AstroSetu hid ${maskedKindsText(kinds)} from this message. Never pay or talk outside AstroSetu.`;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      role="note"
      sx={{ display: 'block', mt: '4px !important', maxWidth: { xs: '85%', sm: '70%' }, alignSelf: own ? 'flex-end' : 'flex-start', textAlign: own ? 'right' : 'left' }}
    >
      {text}
    </Typography>
  );
}
