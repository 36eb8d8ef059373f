import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Text } from '../Text/Text';
import { Heading } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { as: 'h2', children: 'Precision design and tech solutions' },
  argTypes: {
    as: { control: 'select', options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] },
    size: { control: 'select', options: ['md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Gradient: Story = { args: { gradient: true } };

/** The fluid scale, display face (Space Grotesk Variable). */
export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <Heading as="h1" size="5xl">
        5xl Precision design
      </Heading>
      <Heading as="h2" size="4xl">
        4xl Precision design
      </Heading>
      <Heading as="h3" size="3xl">
        3xl Precision design
      </Heading>
      <Heading as="h4" size="2xl">
        2xl Precision design
      </Heading>
      <Heading as="h5" size="xl">
        xl Precision design
      </Heading>
      <Heading as="h6" size="lg">
        lg Precision design
      </Heading>
    </div>
  ),
};

/** Eyebrow, heading and lead text together, as in a hero. */
export const WithEyebrowAndLead: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Eyebrow>Creative &amp; tech agency</Eyebrow>
      <Heading as="h1" size="5xl">
        Precision design and tech solutions
      </Heading>
      <Text size="xl">
        We transform ideas and brands through strategic design, storytelling and technology.
      </Text>
    </div>
  ),
};
