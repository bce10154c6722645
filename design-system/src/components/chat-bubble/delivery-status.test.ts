import { deliveryMark, type DeliveryStatus } from './delivery-status';

describe('deliveryMark', () => {
  it('shows a pending message faded with the words "Sending..."', () => {
    expect(deliveryMark('sending')).toMatchObject({ label: 'Sending...', labelVisible: true, faded: true, icon: 'pending' });
  });

  it('marks a sent message with a single muted tick', () => {
    expect(deliveryMark('sent')).toMatchObject({ label: 'Sent', icon: 'single-check', tone: 'muted', faded: false });
  });

  it('marks a delivered message with a double muted tick', () => {
    expect(deliveryMark('delivered')).toMatchObject({ label: 'Delivered', icon: 'double-check', tone: 'muted' });
  });

  it('marks a read message with a blue double tick', () => {
    expect(deliveryMark('read')).toMatchObject({ label: 'Read', icon: 'double-check', tone: 'read' });
  });

  it('marks a failed message in red with visible words', () => {
    expect(deliveryMark('failed')).toMatchObject({ icon: 'error', tone: 'error', labelVisible: true, faded: false });
  });

  it('gives each state a distinct label so screen readers can tell them apart', () => {
    const states: DeliveryStatus[] = ['sending', 'sent', 'delivered', 'read', 'failed'];
    expect(new Set(states.map((s) => deliveryMark(s).label)).size).toBe(states.length);
  });
});
