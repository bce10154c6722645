import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { LineChart } from './line-chart';
import { revenueByDay, rupees } from './sample-chart-data';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { title: 'Revenue this week', data: revenueByDay, valueFormatter: rupees, height: 240, color: 'primary', hideTitle: false },
  argTypes: { valueFormatter: { control: false } },
  decorators: [(Story) => <Box sx={{ maxWidth: 720 }}><Story /></Box>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Revenue: Story = {};

export const Counts: Story = {
  args: { color: 'secondary', title: 'Sign-ups per day', data: revenueByDay.map((d) => ({ ...d, value: Math.round(d.value / 50000) })), valueFormatter: undefined },
};

export const SinglePoint: Story = { args: { data: revenueByDay.slice(0, 1), title: 'Revenue today' } };

export const Empty: Story = { args: { data: [], title: 'No data yet' } };
