import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WalletChip } from './wallet-chip';

const meta = {
  title: 'Money/WalletChip',
  component: WalletChip,
  args: { balancePaise: 100000, low: false, loading: false, decimals: true },
} satisfies Meta<typeof WalletChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Clickable: Story = { args: { onClick: fn() } };

/** Below ₹500 the marketplace offers top-up; the chip turns to the warning colour. */
export const LowBalance: Story = { args: { balancePaise: 12550, low: true, onClick: fn() } };

export const Large: Story = { args: { balancePaise: 12345678 } };

export const Loading: Story = { args: { loading: true } };
