import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaseStudy } from './CaseStudy';
import { caseStudyFixture } from './CaseStudy.fixture';

/** Stand-ins for the product visuals the site passes in (a `Picture` of the case study's images). */
function Screens({ ratio, label }: { ratio: string; label: string }) {
  return (
    <svg
      viewBox={ratio === '16:10' ? '0 0 1600 1000' : '0 0 800 1000'}
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={`screen-${ratio}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#151922" />
          <stop offset="1" stopColor="#1E2330" />
        </linearGradient>
      </defs>
      <rect width="100%" height="100%" fill={`url(#screen-${ratio})`} />
      <text x="50%" y="50%" fill="#9AA2B4" fontSize="40" textAnchor="middle">
        {label}
      </text>
    </svg>
  );
}

const meta = {
  title: 'Content/CaseStudy',
  component: CaseStudy,
  tags: ['autodocs'],
  parameters: { themePadding: false },
  args: {
    ...caseStudyFixture,
    visual: <Screens ratio="16:10" label="Product screens, 16:10" />,
    detail: <Screens ratio="4:5" label="Detail, 4:5" />,
  },
} satisfies Meta<typeof CaseStudy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuote: Story = {};

export const WithoutQuote: Story = { args: { quote: undefined } };
