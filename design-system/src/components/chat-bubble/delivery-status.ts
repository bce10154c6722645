/** Local delivery state of a chat message, as the sender sees it. */
export type DeliveryStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

export interface DeliveryMark {
  /** Words for the state: shown for sending/failed, spoken for the others. */
  label: string;
  icon: 'pending' | 'single-check' | 'double-check' | 'error';
  /** muted: secondary text colour; read: blue; error: red. */
  tone: 'muted' | 'read' | 'error';
  /** Whether the label is printed next to the icon (a pending or failed message needs words, not a glyph). */
  labelVisible: boolean;
  /** A message not yet accepted by the server is drawn faded. */
  faded: boolean;
}

import { useDesignSystemText } from '@astrosetu/design-system/locales';

// Labels are read in the site's language when asked for (deliveryMark), not when this module loads.
const MARKS: Record<DeliveryStatus, Omit<DeliveryMark, 'label'>> = {
  sending: { icon: 'pending', tone: 'muted', labelVisible: true, faded: true },
  sent: { icon: 'single-check', tone: 'muted', labelVisible: false, faded: false },
  delivered: { icon: 'double-check', tone: 'muted', labelVisible: false, faded: false },
  read: { icon: 'double-check', tone: 'read', labelVisible: false, faded: false },
  failed: { icon: 'error', tone: 'error', labelVisible: true, faded: false },
};

export function deliveryMark(status: DeliveryStatus): DeliveryMark {
  return { ...MARKS[status], label: useDesignSystemText.translate(`chatBubble.delivery.${status}`) };
}
