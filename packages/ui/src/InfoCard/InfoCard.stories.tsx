import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid } from '../Grid/Grid';
import { InfoCard } from './InfoCard';

function MailIcon() {
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
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

function ClockIcon() {
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
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

const meta = {
  title: 'Cards/InfoCard',
  component: InfoCard,
  tags: ['autodocs'],
  args: {
    icon: <MailIcon />,
    title: 'Email',
    href: 'mailto:hello@example.com',
    children: 'hello@example.com',
  },
  argTypes: { icon: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <InfoCard {...args} />
    </div>
  ),
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailLink: Story = {};
export const PlainContent: Story = {
  args: {
    icon: <ClockIcon />,
    title: 'Response time',
    href: undefined,
    children: 'Within 24 hours',
  },
};
/** An absolute URL opens in a new tab with the hint. */
export const ExternalMapLink: Story = {
  args: {
    title: 'Principal office',
    href: 'https://maps.example.com/?q=Indianapolis',
    children: '100 Monument Circle, Indianapolis, IN',
  },
};

/** Four in a row from 1024 px, each icon in its card's corner so the e-mail address fits on one line. */
export const ContactGrid: Story = {
  render: () => (
    <Grid as="ul" columns={4} aria-label="Contact details">
      <InfoCard
        as="li"
        iconPlacement="corner"
        icon={<MailIcon />}
        title="Email"
        href="mailto:hello@example.com"
      >
        hello@example.com
      </InfoCard>
      <InfoCard
        as="li"
        iconPlacement="corner"
        icon={<MailIcon />}
        title="Phone"
        href="tel:+13175550100"
      >
        +1 (317) 555-0100
      </InfoCard>
      <InfoCard as="li" iconPlacement="corner" icon={<MailIcon />} title="Office">
        Indianapolis, IN
      </InfoCard>
      <InfoCard as="li" iconPlacement="corner" icon={<ClockIcon />} title="Response time">
        Within 24 hours
      </InfoCard>
    </Grid>
  ),
};
