import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Grid } from '../Grid/Grid';
import { Reveal } from './Reveal';

const meta = {
  title: 'Motion/Reveal',
  component: Reveal,
  tags: ['autodocs'],
  args: { threshold: 0.1, delay: 0 },
  render: (args) => (
    <div>
      <p>Scroll down: the card fades and rises in once 10% of it is visible.</p>
      <div style={{ height: '110vh' }} aria-hidden="true" />
      <Reveal {...args}>
        <Card padding="lg">Revealed content</Card>
      </Reveal>
    </div>
  ),
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Waits 300 ms after entering the viewport (as the process preview steps do). */
export const WithDelay: Story = { args: { delay: 300 } };

/** Service cards staggered by 100 ms each. */
export const Staggered: Story = {
  render: (args) => (
    <div>
      <p>Scroll down to see the staggered cards.</p>
      <div style={{ height: '110vh' }} aria-hidden="true" />
      <Grid as="ul" columns={3} aria-label="Services">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Reveal key={i} as="li" {...args} delay={i * 100}>
            <Card padding="lg">Service {i + 1}</Card>
          </Reveal>
        ))}
      </Grid>
    </div>
  ),
};

/** Content already on screen at mount is never hidden (no flash after hydration). */
export const AboveTheFold: Story = {
  render: (args) => (
    <Reveal {...args}>
      <Card padding="lg">Already visible</Card>
    </Reveal>
  ),
};
