import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypingIndicator } from './typing-indicator';

const meta = {
  title: 'Chat/TypingIndicator',
  component: TypingIndicator,
  args: { name: 'Pandit Raghav Sharma' },
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {};
export const Anonymous: Story = { args: { name: undefined } };
