import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { IconBadge } from './IconBadge';

const Spark = () => (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
  >
    <path d="M12 3v18M3 12h18M6 6l12 12M18 6 6 18" />
  </svg>
);

const meta = {
  title: 'Data/IconBadge',
  component: IconBadge,
  tags: ['autodocs'],
  args: { children: <Spark /> },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Above a card's heading, as on the team and industry cards. */
export const InACard: Story = {
  render: (args) => (
    <Card style={{ maxWidth: 320 }}>
      <IconBadge {...args} />
      <Heading as="h3" size="xl">
        Engineering
      </Heading>
    </Card>
  ),
};
