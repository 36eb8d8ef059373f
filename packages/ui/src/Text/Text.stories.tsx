import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: {
    children:
      'A creative and tech agency transforming ideas and brands through strategic design, storytelling and technology. Every engagement starts with a free 30-minute discovery call and a reply within 24 hours.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    tone: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'muted', 'accent', 'inherit'],
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Lead: Story = { args: { size: 'xl', tone: 'default' } };
export const Muted: Story = { args: { size: 'sm', tone: 'muted' } };
export const Centered: Story = { args: { align: 'center' } };
