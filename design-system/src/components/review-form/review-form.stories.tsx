import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewForm } from './review-form';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: { idPrefix: 'story', onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Sending: Story = { args: { pending: true } };

export const Refused: Story = { args: { error: 'This consultation has already been reviewed.' } };
