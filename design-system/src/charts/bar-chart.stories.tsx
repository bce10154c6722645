import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { BarChart } from './bar-chart';
import { consultationsByAstrologer, revenueByDay, rupees } from './sample-chart-data';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { title: 'Consultations by astrologer', data: consultationsByAstrologer, height: 240, color: 'secondary', hideTitle: false },
  argTypes: { valueFormatter: { control: false } },
  decorators: [(Story) => <Box sx={{ maxWidth: 720 }}><Story /></Box>],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {};

export const Revenue: Story = { args: { title: 'Revenue this week', data: revenueByDay, valueFormatter: rupees, color: 'primary' } };

export const Empty: Story = { args: { data: [], title: 'No data yet' } };
