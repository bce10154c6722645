import Button from '@mui/material/Button';
import type { Consultation } from '@astrosetu/contracts';
import { EndCallButton } from '../../features/session-end';
import { AstrologerExtendButton } from '../../features/session-extension';
import { useChatText } from '../../locales/use-text';

export interface ChatRoomActionsProps {
  consultation: Consultation;
  side: 'user' | 'astrologer';
  otherPartyName: string;
  started: boolean;
  ended: boolean;
  /** The customer asks for more time (opens the extension dialog). */
  onExtend: () => void;
  onEnded: (consultation: Consultation) => void;
}

/** The header's buttons: Extend (paid for the customer, free minutes for the astrologer) and End. */
export function ChatRoomActions({ consultation, side, otherPartyName, started, ended, onExtend, onEnded }: ChatRoomActionsProps) {
  const { t } = useChatText();
  return (
    <>
      {side === 'astrologer' ? (
        <AstrologerExtendButton consultationId={consultation.id} given={consultation.astrologerExtensions} disabled={ended || !started} />
      ) : (
        <Button variant="outlined" size="small" onClick={onExtend} disabled={ended || !started}>
          {t('room.extend')}
        </Button>
      )}
      <EndCallButton
        consultation={consultation}
        side={side}
        otherPartyName={otherPartyName}
        disabled={ended}
        onEnded={onEnded}
      />
    </>
  );
}
