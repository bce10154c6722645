import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { TypingIndicator } from '../typing-indicator/typing-indicator';
import { ChatBubble } from './chat-bubble';

const at = (hours: number, minutes: number) => new Date(Date.UTC(2025, 0, 15, hours - 5, minutes - 30));

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  args: {
    message: 'Namaste! When is a good time for my marriage according to my chart?',
    isOwn: true,
    timestamp: at(19, 42),
    status: 'sent',
    fontSize: 15,
    timeZone: 'Asia/Kolkata',
  },
  argTypes: {
    message: { control: 'text' },
    status: { control: 'inline-radio', options: ['sending', 'sent', 'delivered', 'read', 'failed'] },
    fontSize: { control: { type: 'range', min: 12, max: 20, step: 1 } },
    timestamp: { control: 'date' },
  },
  decorators: [(Story) => <Stack sx={{ maxWidth: 560 }}><Story /></Stack>],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: faded, with "Sending...". */
export const Sending: Story = { args: { status: 'sending' } };
export const Sent: Story = { args: { status: 'sent' } };
export const Delivered: Story = { args: { status: 'delivered' } };
/** Read: blue double tick. */
export const Read: Story = { args: { status: 'read' } };
/** Failed: red border and red mark. */
export const Failed: Story = { args: { status: 'failed' } };
export const FailedWithRetry: Story = { args: { status: 'failed', onRetry: fn() } };

export const FromAstrologer: Story = {
  args: {
    isOwn: false,
    senderName: 'Pandit Raghav Sharma',
    status: undefined,
    message: 'Namaste. Your Venus is strong in the 7th house; the period after October looks favourable.',
  },
};

export const Hindi: Story = {
  args: { isOwn: false, senderName: 'पंडित राघव शर्मा', status: undefined, message: 'आपकी कुंडली में शुक्र सातवें भाव में मजबूत है। अक्टूबर के बाद का समय शुभ है।' },
};

export const LargeText: Story = { args: { fontSize: 20, status: 'read' } };

export const Conversation: Story = {
  render: () => (
    <Stack spacing={1.5}>
      <ChatBubble isOwn={false} senderName="Pandit Raghav Sharma" timestamp={at(19, 40)} timeZone="Asia/Kolkata" message="Namaste! Please share what is on your mind." />
      <ChatBubble isOwn status="read" timestamp={at(19, 41)} timeZone="Asia/Kolkata" message="I want to know about my career this year." />
      <ChatBubble isOwn status="delivered" timestamp={at(19, 41)} timeZone="Asia/Kolkata" message="Born 12 March 1994, 6:20 AM, Pune." />
      <ChatBubble isOwn status="failed" onRetry={() => undefined} timestamp={at(19, 42)} timeZone="Asia/Kolkata" message="Is a job change good?" />
      <ChatBubble isOwn status="sending" timestamp={at(19, 42)} timeZone="Asia/Kolkata" message="Also, what about marriage?" />
      <TypingIndicator name="Pandit Raghav Sharma" />
    </Stack>
  ),
};
