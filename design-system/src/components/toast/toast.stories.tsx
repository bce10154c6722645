import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { title: 'Payment Successful', description: '₹500.00 has been added to your wallet.', variant: 'success', onClose: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
    description: { control: 'text' },
  },
  decorators: [(Story) => <Box sx={{ maxWidth: 400 }}><Story /></Box>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const ErrorToast: Story = {
  name: 'Error',
  args: { variant: 'error', title: 'Payment Failed', description: 'Unable to process payment. Please try again.' },
};

export const Info: Story = {
  args: { variant: 'info', title: 'Session extended', description: 'Your astrologer added 5 free minutes.' },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Message Queued', description: 'Message will be sent when connection is restored' },
};

export const WithAction: Story = {
  args: { variant: 'error', title: 'Message Failed', description: 'Failed to send message. Retrying...', actionLabel: 'Retry now', onAction: fn() },
};

export const TitleOnly: Story = { args: { variant: 'info', title: 'Connection Restored', description: undefined } };
