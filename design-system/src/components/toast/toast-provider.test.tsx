import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ToastProvider } from './toast-provider';
import type { ToastOptions } from './toast-types';
import { useToast } from './use-toast';

function Trigger({ options, label = 'Notify' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderProvider(...triggers: Array<{ options: ToastOptions; label: string }>) {
  return renderWithTheme(
    <ToastProvider>
      {triggers.map((trigger) => (
        <Trigger key={trigger.label} {...trigger} />
      ))}
    </ToastProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows a toast with its title and description', async () => {
    renderProvider({ label: 'Pay', options: { variant: 'success', title: 'Payment Successful', description: 'Wallet recharged' } });
    await user().click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('status')).toHaveTextContent('Payment Successful');
    expect(screen.getByText('Wallet recharged')).toBeInTheDocument();
  });

  it('shows errors as alerts', async () => {
    renderProvider({ label: 'Fail', options: { variant: 'error', title: 'Payment Failed' } });
    await user().click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Failed');
  });

  it('shows only one toast at a time: a new one replaces the old', async () => {
    renderProvider({ label: 'First', options: { title: 'Connection Lost' } }, { label: 'Second', options: { title: 'Connection Restored' } });
    await user().click(screen.getByRole('button', { name: 'First' }));
    await user().click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.queryByText('Connection Lost')).not.toBeInTheDocument();
    expect(screen.getByText('Connection Restored')).toBeInTheDocument();
    expect(region().querySelectorAll('li')).toHaveLength(1);
  });

  it('closes a toast by itself after 5 seconds', async () => {
    renderProvider({ label: 'Notify', options: { title: 'Session extended' } });
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Session extended')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Session extended')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    renderProvider({ label: 'Notify', options: { title: 'New consultation request', duration: 8000 } });
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByText('New consultation request')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('New consultation request')).not.toBeInTheDocument();
  });

  it('gives a replacing toast its own full 5 seconds', async () => {
    renderProvider({ label: 'First', options: { title: 'One' } }, { label: 'Second', options: { title: 'Two' } });
    await user().click(screen.getByRole('button', { name: 'First' }));
    act(() => jest.advanceTimersByTime(4000));
    await user().click(screen.getByRole('button', { name: 'Second' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('stops the clock while the pointer is over the notifications', async () => {
    renderProvider({ label: 'Notify', options: { title: 'Read me slowly' } });
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.pointerEnter(region());
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();
    fireEvent.pointerLeave(region());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Read me slowly')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region on F8', async () => {
    renderProvider({ label: 'Notify', options: { title: 'Payment Successful' } });
    await user().click(screen.getByRole('button', { name: 'Notify' }));
    expect(region()).not.toHaveFocus();
    await user().keyboard('{F8}');
    expect(region()).toHaveFocus();
  });

  it('keeps a focused toast open and closes it with Escape', async () => {
    renderProvider({ label: 'Notify', options: { title: 'Payment Successful' } });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Notify' }));
    await u.keyboard('{F8}');
    await u.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    renderProvider({ label: 'Notify', options: { title: 'Payment Successful' } });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Notify' }));
    await u.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('runs the action and closes', async () => {
    const onAction = jest.fn();
    renderProvider({ label: 'Notify', options: { title: 'Message Failed', actionLabel: 'Retry', onAction } });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Notify' }));
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Message Failed')).not.toBeInTheDocument();
  });

  describe('swipe to dismiss', () => {
    function swipe(distance: number) {
      const item = screen.getByText('Swipe me').closest('li')!;
      fireEvent.pointerDown(item, { clientX: 100, pointerId: 1, button: 0 });
      fireEvent.pointerMove(item, { clientX: 100 + distance, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: 100 + distance, pointerId: 1 });
    }

    it('dismisses when swiped 50 px or more to the right', async () => {
      renderProvider({ label: 'Notify', options: { title: 'Swipe me' } });
      await user().click(screen.getByRole('button', { name: 'Notify' }));
      swipe(50);
      expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
    });

    it('snaps back when swiped less than 50 px', async () => {
      renderProvider({ label: 'Notify', options: { title: 'Swipe me' } });
      await user().click(screen.getByRole('button', { name: 'Notify' }));
      swipe(49);
      expect(screen.getByText('Swipe me')).toBeInTheDocument();
    });

    it('ignores swipes to the left', async () => {
      renderProvider({ label: 'Notify', options: { title: 'Swipe me' } });
      await user().click(screen.getByRole('button', { name: 'Notify' }));
      swipe(-120);
      expect(screen.getByText('Swipe me')).toBeInTheDocument();
    });
  });

  it('tells the developer when the provider is missing', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<Trigger options={{ title: 'x' }} />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });
});
