import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price';

const meta = {
  title: 'Money/Price',
  component: Price,
  args: { paise: 10000000, decimals: true, variant: 'h5', strikethrough: false },
  argTypes: {
    paise: { control: { type: 'number', step: 1 }, description: 'Amount in paise (integer)' },
    variant: { control: 'select', options: ['h3', 'h4', 'h5', 'h6', 'body1', 'body2', 'caption'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One lakh rupees: ₹1,00,000.00. */
export const OneLakh: Story = {};

export const OneCrore: Story = { args: { paise: 1000000000 } };

export const WithoutDecimals: Story = { args: { paise: 250000, decimals: false } };

export const PerMinute: Story = { args: { paise: 2500, decimals: false, suffix: '/min' } };

export const Strikethrough: Story = { args: { paise: 30000, decimals: false, strikethrough: true } };

export const Zero: Story = { args: { paise: 0 } };

/** Refunds and adjustments. */
export const Negative: Story = { args: { paise: -5050, color: 'error' } };
