import type { Meta, StoryObj } from '@storybook/react-vite';
import { frameWidth } from '../../storybook/frame-width';
import Box from '@mui/material/Box';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import { formatPaise } from '../../format/format-money';
import { StatCard } from './stat-card';

const meta = {
  title: 'Layout/StatCard',
  component: StatCard,
  args: { label: 'Total Sessions', value: '24', icon: <ForumOutlined />, tone: 'primary', loading: false },
  argTypes: { value: { control: 'text' }, hint: { control: 'text' }, icon: { control: false } },
  decorators: [frameWidth(320)],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Money: Story = {
  args: { label: 'Total Spent', value: formatPaise(1245000), icon: <CurrencyRupeeRounded />, tone: 'secondary', hint: 'Across 24 consultations' },
};

export const NotAvailable: Story = {
  args: { label: 'Avg Rating', value: 'N/A', icon: <StarOutlineRounded />, tone: 'info', hint: 'Rate a consultation to see it here' },
};

export const WithoutIcon: Story = { args: { icon: undefined, label: 'Pending Approvals', value: '3' } };

export const Loading: Story = { args: { loading: true } };

/** The consultation history summary row. */
export const SummaryRow: Story = {
  parameters: { frameWidth: 'none' },
  render: () => (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      <StatCard label="Total Sessions" value="24" icon={<ForumOutlined />} />
      <StatCard label="Total Time" value="6 hr 15 min" icon={<AccessTimeRounded />} tone="info" />
      <StatCard label="Avg Rating" value="4.7" icon={<StarOutlineRounded />} tone="success" />
      <StatCard label="Total Spent" value={formatPaise(1245000)} icon={<CurrencyRupeeRounded />} tone="secondary" />
    </Box>
  ),
};
