import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  // Dialogs cover the whole viewport, so the docs page shows each one in its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: {
    open: true,
    title: 'End current consultation?',
    description: 'You have an active consultation with Pandit Raghav Sharma. End it and start a new one?',
    confirmLabel: 'End and start new',
    cancelLabel: 'Stay',
    tone: 'default',
    pending: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { description: { control: 'text' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Destructive: red confirm, focus starts on Cancel. */
export const Danger: Story = {
  args: {
    title: 'Delete astrologer',
    description: 'Are you sure you want to delete this astrologer? This action cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    tone: 'danger',
  },
};

export const Pending: Story = {
  args: { ...Danger.args, pending: true },
};

export const WithoutDescription: Story = { args: { title: 'Log out of AstroSetu?', description: undefined, confirmLabel: 'Log out', cancelLabel: 'Cancel' } };
