import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function ToastDemo() {
  const { toast, dismiss } = useToast();
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary">
        One toast at a time; each closes after 5 s (paused while hovered or focused). Swipe right to dismiss, Escape
        closes, F8 jumps to the notifications region.
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="contained" onClick={() => toast({ variant: 'success', title: 'Payment Successful', description: 'Your wallet has been recharged.' })}>
          Success
        </Button>
        <Button variant="contained" color="error" onClick={() => toast({ variant: 'error', title: 'Payment Failed', description: 'Unable to process payment. Please try again.' })}>
          Error
        </Button>
        <Button variant="outlined" onClick={() => toast({ variant: 'info', title: 'New consultation request', description: 'Priya wants to chat with you.', actionLabel: 'Open', onAction: () => undefined, duration: 8000 })}>
          Info with action
        </Button>
        <Button variant="outlined" color="warning" onClick={() => toast({ variant: 'warning', title: 'Connection Lost', description: 'Trying to reconnect…' })}>
          Warning
        </Button>
        <Button variant="text" onClick={() => dismiss()}>
          Dismiss
        </Button>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Feedback/ToastProvider',
  component: ToastProvider,
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
  args: { label: 'Notifications', children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ToastProvider label={args.label}>
      <ToastDemo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A toast on screen (opened by the story's play function). */
export const ShowingAToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await canvas.findByText('Payment Failed')).toBeInTheDocument();
  },
};
