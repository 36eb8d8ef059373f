import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailAddress } from './EmailAddress';

const meta = {
  title: 'Admin/EmailAddress',
  component: EmailAddress,
  tags: ['autodocs'],
  args: { children: 'priya.okafor-procurement@very-long-company-name.example.co.uk' },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: '12rem', overflowWrap: 'anywhere' }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InANarrowColumn: Story = {};
