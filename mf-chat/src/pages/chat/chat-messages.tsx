import type { ComponentProps } from 'react';
import type { Consultation } from '@astrosetu/contracts';
import { MaskedNotice, ReportMessageButton } from '../../features/contact-safety';
import { MessageList, type ChatLine } from '../../features/live-chat';

export interface ChatMessagesProps extends Omit<ComponentProps<typeof MessageList>, 'renderAfter'> {
  consultation: Consultation;
  side: 'user' | 'astrologer';
}

/** The message list with contact safety under each line: the masking notice, and for customers a Report button. */
export function ChatMessages({ consultation, side, ...listProps }: ChatMessagesProps) {
  return (
    <MessageList
      {...listProps}
      renderAfter={(line: ChatLine) => (
        <>
          {line.maskedKinds ? <MaskedNotice kinds={line.maskedKinds} own={line.own} /> : null}
          {side === 'user' && !line.own && line.id !== undefined ? (
            <ReportMessageButton
              astrologerId={consultation.astrologerId}
              astrologerName={consultation.astrologer.name}
              consultationId={consultation.id}
              messageId={line.id}
              message={line.message}
            />
          ) : null}
        </>
      )}
    />
  );
}
