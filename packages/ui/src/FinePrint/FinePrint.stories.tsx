import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinePrint } from './FinePrint';

const meta = {
  title: 'Admin/FinePrint',
  component: FinePrint,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        Signed in as <strong>staff@lumenforge.local</strong>
      </>
    ),
  },
} satisfies Meta<typeof FinePrint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongAddress: Story = {
  args: {
    as: 'p',
    style: { maxWidth: '12rem' },
    children: 'Signed in as grace.hopper.with.a.long.mailbox@very-long-domain-name.example.org',
  },
};
