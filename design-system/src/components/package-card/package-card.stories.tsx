import type { Meta, StoryObj } from '@storybook/react-vite';
import { frameWidth } from '../../storybook/frame-width';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { PackageCard } from './package-card';

const RATE = 25; // rupees per minute
const price = (minutes: number) => RATE * minutes * 100;

const meta = {
  title: 'Money/PackageCard',
  component: PackageCard,
  args: { minutes: 10, pricePaise: price(10), savingsPaise: 0, mostPopular: false, pending: false, disabled: false, onSelect: fn() },
  argTypes: { pricePaise: { control: { type: 'number', step: 100 } } },
  decorators: [frameWidth(280, { pt: 2 })],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const MostPopular: Story = { args: { minutes: 15, pricePaise: price(15), savingsPaise: RATE * 100, mostPopular: true } };

export const WithSavings: Story = { args: { minutes: 30, pricePaise: price(30), savingsPaise: RATE * 5 * 100 } };

export const OneHour: Story = { args: { minutes: 60, pricePaise: price(60), savingsPaise: RATE * 10 * 100 } };

export const Processing: Story = { args: { ...MostPopular.args, pending: true } };

export const Disabled: Story = { args: { disabled: true } };

/** The packages page: 10, 15 (Most Popular), 30 and 60 minutes. */
export const PackageRow: Story = {
  parameters: { frameWidth: 'none' },
  render: () => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', pt: 1 }}>
      <PackageCard minutes={10} pricePaise={price(10)} onSelect={() => undefined} />
      <PackageCard minutes={15} pricePaise={price(15)} savingsPaise={RATE * 100} mostPopular onSelect={() => undefined} />
      <PackageCard minutes={30} pricePaise={price(30)} savingsPaise={RATE * 5 * 100} onSelect={() => undefined} />
      <PackageCard minutes={60} pricePaise={price(60)} savingsPaise={RATE * 10 * 100} onSelect={() => undefined} />
    </Box>
  ),
};
