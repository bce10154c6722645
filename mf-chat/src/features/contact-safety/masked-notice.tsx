import Typography from '@mui/material/Typography';
import type { ContactKind } from '@astrosetu/contracts';
import { maskedKindsText } from './masked-kinds-text';
import { useChatText } from '../../locales/use-text';

export interface MaskedNoticeProps {
  kinds: readonly ContactKind[];
  /** The sender is told what was hidden from their own message and why; the other person that something was. */
  own: boolean;
}

/** Under a message the server masked: why part of it reads "[… hidden]". */
export function MaskedNotice({ kinds, own }: MaskedNoticeProps) {
  const { t } = useChatText();
  const text = own ? t('contactSafety.maskedOwn', { kinds: maskedKindsText(kinds) }) : t('contactSafety.maskedTheirs', { kinds: maskedKindsText(kinds) });
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
