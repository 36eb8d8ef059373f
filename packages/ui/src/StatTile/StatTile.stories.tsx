import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { StatTile } from './StatTile';

const meta = {
  title: 'Cards/StatTile',
  component: StatTile,
  tags: ['autodocs'],
  args: { value: '500+', label: 'Satisfied clients' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'default'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PlainValue: Story = { args: { tone: 'default', framed: false } };
export const WithDescription: Story = {
  args: { value: '99.9%', label: 'Uptime', description: 'For the cloud platforms we run' },
};

/** The services page headline stats. */
export const Row: Story = {
  render: () => (
    <Grid as="ul" columns={4} aria-label="Key figures">
      <StatTile as="li" value="2.3x" label="Faster time-to-market" />
      <StatTile as="li" value="98%" label="On-time delivery" />
      <StatTile as="li" value="1-Stop" label="Integrated team" />
      <StatTile as="li" value="6" label="Disciplines" />
    </Grid>
  ),
};
