import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { createAppTheme } from '../../theme/create-app-theme';
import { ChatBubble } from './chat-bubble';
import type { DeliveryStatus } from './delivery-status';

const theme = createAppTheme('light');
const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const timestamp = new Date('2025-01-15T14:12:00Z');

function renderOwn(status: DeliveryStatus, onRetry?: () => void) {
  return renderWithTheme(<ChatBubble isOwn message="Hello" timestamp={timestamp} timeZone="Asia/Kolkata" status={status} onRetry={onRetry} />);
}

const markOf = (status: DeliveryStatus) => document.querySelector<HTMLElement>(`[data-status="${status}"]`)!;

describe('ChatBubble', () => {
  it('labels own messages "You", aligns them right and shows the local time', () => {
    renderOwn('sent');
    const message = screen.getByRole('article', { name: 'Message from You' });
    expect(message).toHaveTextContent('You');
    expect(message).toHaveStyle({ alignItems: 'flex-end' });
    expect(screen.getByText('7:42 PM')).toHaveAttribute('datetime', timestamp.toISOString());
  });

  it("labels the other party's messages with their name, on the left, without delivery marks", () => {
    renderWithTheme(<ChatBubble isOwn={false} senderName="Pandit Raghav" message="Namaste" timestamp={timestamp} status="read" />);
    const message = screen.getByRole('article', { name: 'Message from Pandit Raghav' });
    expect(message).toHaveStyle({ alignItems: 'flex-start' });
    expect(document.querySelector('[data-status]')).toBeNull();
  });

  it('draws a sending message faded with "Sending..."', () => {
    renderOwn('sending');
    expect(screen.getByText('Hello')).toHaveStyle({ opacity: '0.75', borderStyle: 'dashed' });
    expect(screen.getByText('Sending...')).toBeVisible();
  });

  it.each(['sent', 'delivered'] as const)('marks a %s message in the muted colour with a spoken label', (status) => {
    renderOwn(status);
    expect(screen.getByText('Hello')).toHaveStyle({ opacity: '1' });
    expect(markOf(status)).toHaveStyle({ color: hexToRgb(theme.palette.text.secondary) });
    expect(markOf(status)).toHaveTextContent(status === 'sent' ? 'Sent' : 'Delivered');
  });

  it('marks a read message in blue', () => {
    renderOwn('read');
    expect(markOf('read')).toHaveStyle({ color: hexToRgb(theme.palette.brand.read) });
    expect(markOf('read')).toHaveTextContent('Read');
  });

  it('marks a failed message in red and offers a retry', async () => {
    const onRetry = jest.fn();
    renderOwn('failed', onRetry);
    expect(markOf('failed')).toHaveStyle({ color: hexToRgb(theme.palette.error.main) });
    expect(screen.getByText('Failed to send')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
