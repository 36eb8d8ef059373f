import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckList } from '../CheckList/CheckList';
import { Grid } from '../Grid/Grid';
import { WorkCard } from './WorkCard';

/** A stand-in for a case study's detail crop (4:5) that the site passes in as a `Picture`. */
function Detail({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 800 1000" role="img" aria-label={label} style={{ display: 'block' }}>
      <rect width="800" height="1000" fill="#151922" />
      <rect x="80" y="120" width="640" height="760" rx="48" fill="#1E2330" stroke="#A78BFA" />
      <text x="400" y="520" fill="#9AA2B4" fontSize="40" textAnchor="middle">
        {label}
      </text>
    </svg>
  );
}

const meta = {
  title: 'Content/WorkCard',
  component: WorkCard,
  tags: ['autodocs'],
  args: {
    visual: <Detail label="Detail, 4:5" />,
    meta: 'Harbor Ledger · Fintech',
    title: 'Fintech & Banking',
    description:
      'Secure financial products that move money reliably and stand up to regulators, auditors and fraudsters.',
    link: { href: '/services/development#case-study', label: 'Read the Harbor Ledger case study' },
    children: (
      <CheckList
        size="compact"
        items={[
          'Payment Processing',
          'KYC/AML Onboarding',
          'PCI DSS-Ready',
          'Real-Time Dashboards',
        ]}
      />
    ),
  },
} satisfies Meta<typeof WorkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** Four in a row from 1024 px (the work at its own 4:5), stacked with a wide crop on phones. */
export const InARow: Story = {
  render: (args) => (
    <Grid as="ul" columns={{ md: 2, lg: 4 }} gap={6}>
      {[
        'Fintech & Banking',
        'Healthcare & MedTech',
        'E-commerce & Retail',
        'Professional Services',
      ].map((title) => (
        <WorkCard key={title} {...args} as="li" title={title} />
      ))}
    </Grid>
  ),
};
