import type { Meta, StoryObj } from '@storybook/react-vite';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { fn } from 'storybook/test';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  args: {
    title: 'No astrologers found',
    description: 'Try adjusting your search criteria',
    actionLabel: 'Clear Filters',
    onAction: fn(),
    icon: <SearchOffRounded />,
  },
  argTypes: { icon: { control: false }, description: { control: 'text' } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSearchResults: Story = {};

export const NoConsultations: Story = {
  args: {
    title: 'No consultations yet',
    description: 'Your chats with astrologers will appear here.',
    actionLabel: 'Browse Astrologers',
    secondaryActionLabel: 'How it works',
    onSecondaryAction: fn(),
    icon: <ForumOutlined />,
  },
};

export const WithoutAction: Story = {
  args: { title: 'No notifications', description: 'You are all caught up.', actionLabel: undefined, onAction: undefined, icon: undefined },
};
