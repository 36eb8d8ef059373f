import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureCard } from '../FeatureCard/FeatureCard';
import { Grid } from '../Grid/Grid';
import { Text } from '../Text/Text';
import { Section } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: { themePadding: false },
  args: {
    id: 'services',
    eyebrow: 'Our Services',
    title: 'Precision in every discipline',
    intro:
      'Strategy, design, engineering and cloud under one roof, so nothing gets lost between teams.',
  },
  argTypes: {
    headingAs: { control: 'inline-radio', options: ['h1', 'h2', 'h3'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    tone: { control: 'inline-radio', options: ['default', 'raised', 'light'] },
    spacing: { control: 'inline-radio', options: ['default', 'compact', 'none'] },
    layout: { control: 'inline-radio', options: ['stacked', 'aside'] },
  },
  render: (args) => (
    <Section {...args}>
      <Grid columns={3} as="ul">
        {['Strategic Advisory', 'Design & UX', 'Development'].map((title) => (
          <FeatureCard
            key={title}
            as="li"
            title={title}
            description="A short description of the discipline."
          />
        ))}
      </Grid>
    </Section>
  ),
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Centered: Story = { args: { align: 'center' } };
export const Raised: Story = { args: { tone: 'raised' } };
/** A pale band inside a dark page: the section and its content switch to the light theme's colours. */
export const Light: Story = { args: { tone: 'light' } };
/**
 * From 1024 px the heading block holds a narrow column that stays in view beside the content (home's services);
 * narrower, it stacks. Widen the canvas to see both.
 */
export const Aside: Story = { args: { layout: 'aside' } };
/** The first section of a page carries the page's h1. */
export const PageIntro: Story = {
  args: {
    headingAs: 'h1',
    headingSize: '5xl',
    eyebrow: 'Process',
    title: 'Six steps from idea to launch',
  },
  render: (args) => (
    <Section {...args}>
      <Text size="lg">From the first call to launch and support, each step has a clear owner.</Text>
    </Section>
  ),
};
/** Only the heading block. */
export const HeaderOnly: Story = { render: (args) => <Section {...args} /> };
