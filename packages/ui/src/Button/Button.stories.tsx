import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRightIcon } from '../internal/Icons';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Explore services', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    iconPosition: { control: 'inline-radio', options: ['start', 'end'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' } as const;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'View pricing' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Learn more' } };

export const Small: Story = { args: { size: 'sm', children: 'Small' } };
export const Medium: Story = { args: { size: 'md', children: 'Medium' } };
export const Large: Story = { args: { size: 'lg', children: 'Large' } };

/** Every variant at every size: each keeps a 44 px minimum target. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {(['primary', 'secondary', 'ghost'] as const).map((variant) => (
        <div key={variant} style={row}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button {...args} key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { icon: <ArrowRightIcon />, iconPosition: 'end', children: 'Explore services' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Unavailable' } };

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Send message' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Button {...args} />
    </div>
  ),
};

/** Internal links render through the app's `linkComponent` (a plain anchor here). */
export const LinkInternal: Story = {
  name: 'ButtonLink: internal',
  render: () => (
    <div style={row}>
      <ButtonLink href="/process" icon={<ArrowRightIcon />} iconPosition="end">
        View All 6 Steps in Detail
      </ButtonLink>
      <ButtonLink href="/pricing" variant="secondary">
        See pricing
      </ButtonLink>
      <ButtonLink href="/about" variant="ghost">
        About us
      </ButtonLink>
    </div>
  ),
};

/** External hrefs open a new tab, carry `rel="noopener noreferrer"`, an icon and a hidden hint. */
export const LinkExternal: Story = {
  name: 'ButtonLink: external',
  render: () => (
    <div style={row}>
      <ButtonLink href="https://cal.com/example/15min" size="lg">
        Book Free Consultation
      </ButtonLink>
      <ButtonLink href="https://cal.com/example/15min" variant="secondary">
        Book Free Consultation
      </ButtonLink>
    </div>
  ),
};

/** At 320 px long labels wrap instead of overflowing. */
export const NarrowViewport: Story = {
  render: () => (
    <div style={{ maxWidth: 272 }}>
      <ButtonLink href="/process" fullWidth icon={<ArrowRightIcon />} iconPosition="end">
        View All 6 Steps in Detail and a longer label still
      </ButtonLink>
    </div>
  ),
};
