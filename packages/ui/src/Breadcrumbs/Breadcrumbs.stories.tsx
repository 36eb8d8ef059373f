import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Breadcrumb',
    items: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Web Design', path: '/services/web-design' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServicePage: Story = {};
