import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from '../Section/Section';
import { Text } from '../Text/Text';
import { MotifSeam } from './MotifSeam';

const meta = {
  title: 'Brand/MotifSeam',
  component: MotifSeam,
  tags: ['autodocs'],
  parameters: { themePadding: false },
} satisfies Meta<typeof MotifSeam>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a dark band ends on a light one: the light comes to its point on the edge. */
export const DarkToLight: Story = {
  render: (args) => (
    <>
      <Section title="A dark band">
        <Text>The page as it usually reads.</Text>
      </Section>
      <MotifSeam {...args} />
      <Section title="A light band" tone="light">
        <Text>One pale band in the dark page.</Text>
      </Section>
    </>
  ),
};

/** Where a light band ends on a dark one. */
export const LightToDark: Story = {
  args: { edge: 'light-to-dark' },
  render: (args) => (
    <>
      <Section title="A light band" tone="light">
        <Text>One pale band in the dark page.</Text>
      </Section>
      <MotifSeam {...args} />
      <Section title="A dark band">
        <Text>The page as it usually reads.</Text>
      </Section>
    </>
  ),
};
