import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { FeatureCard } from './FeatureCard';

function LayersIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="m12 3 9 5-9 5-9-5 9-5Z" />
      <path d="m3 13 9 5 9-5" />
    </svg>
  );
}

const meta = {
  title: 'Cards/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  args: {
    icon: <LayersIcon />,
    title: 'Development & Engineering',
    description: 'Web and mobile products engineered for speed, accessibility and years of change.',
    href: '/services/development',
  },
  argTypes: {
    icon: { control: false },
    headingAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <FeatureCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hovered (the same happens while anything inside has keyboard focus): icon and border light up. */
export const Highlighted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('article'));
  },
};

/** Focus within: tab to the link. */
export const FocusWithin: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    canvas.getByRole('link');
  },
};

export const WithoutLink: Story = { args: { href: undefined } };

export const ExternalLink: Story = {
  args: { href: 'https://example.com', linkLabel: 'Visit partner' },
};

/** The home page's six services, 1/2/3 columns. */
export const ServicesGrid: Story = {
  render: (args) => (
    <Grid as="ul" columns={3} aria-label="Services">
      {[
        'Strategic Advisory & Consulting',
        'Design & User Experience',
        'Development & Engineering',
        'Cloud, DevOps & Security',
        'Industry-Specific Solutions',
        'Emerging Tech & Innovation',
      ].map((title) => (
        <FeatureCard key={title} {...args} as="li" title={title} href="/services" />
      ))}
    </Grid>
  ),
};
