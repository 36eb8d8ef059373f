import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Grid } from './Grid';

const items = [
  'Fintech & Banking',
  'Healthcare & MedTech',
  'E-commerce & Retail',
  'Professional Services',
  'Cloud',
  'AI',
];

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { columns: 3, gap: 6 },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
  },
  render: (args) => (
    <Grid {...args} as="ul" aria-label="Industries">
      {items.map((item) => (
        <Card as="li" key={item}>
          {item}
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 column on phones, 2 from 768 px, 3 from 1024 px. */
export const ThreeColumns: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
export const FourColumns: Story = { args: { columns: 4 } };
/** As many columns as keep each item at least 16rem wide. */
export const AutoFill: Story = { args: { minItemWidth: '16rem' } };
