import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Cards/Card',
  component: Card,
  tags: ['autodocs'],
  args: { padding: 'md', tone: 'default' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['default', 'raised', 'outline'] },
    gap: { control: 'select', options: [undefined, 2, 3, 4, 5, 6, 8] },
  },
  render: (args) => (
    <Card {...args} style={{ maxWidth: 360 }}>
      <Heading as="h3" size="lg">
        Business Website
      </Heading>
      <Text size="sm">Starting at $3,500</Text>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Raised: Story = { args: { tone: 'raised' } };
export const Outline: Story = { args: { tone: 'outline' } };
/** Its children spaced like a Stack's. */
export const WithGap: Story = { args: { gap: 4 } };
