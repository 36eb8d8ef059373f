import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepIndex } from '../StepIndex/StepIndex';
import { MotifBand } from './MotifBand';

/** A stand-in for the site's lens (packages/content/images/motif/lens.svg, through the image pipeline). */
function Lens() {
  return (
    <svg viewBox="0 0 1200 440" width="100%" aria-hidden="true" style={{ display: 'block' }}>
      <g fill="none" stroke="#A78BFA" strokeWidth="2">
        {[70, 120, 170, 220, 270, 320, 370].map((y) => (
          <path key={y} d={`M-40 ${y}H460L1140 ${220 + (220 - y) * 0.31}`} strokeOpacity=".6" />
        ))}
        <path d="M460 40A636 636 0 0 1 460 400A636 636 0 0 1 460 40Z" strokeWidth="2.5" />
      </g>
      <circle cx="980" cy="220" r="6" fill="#FFF" />
    </svg>
  );
}

const meta = {
  title: 'Layout/MotifBand',
  component: MotifBand,
  tags: ['autodocs'],
  parameters: { themePadding: false },
  args: { motif: <Lens />, focus: 0.6, 'aria-label': 'The six steps at a glance' },
} satisfies Meta<typeof MotifBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lens across the page, the six steps under its beam (as on /process). */
export const WithStepIndex: Story = {
  args: {
    children: (
      <StepIndex
        steps={['Discovery', 'Planning', 'Design', 'Development', 'Testing', 'Launch'].map(
          (title, index) => ({
            number: String(index + 1).padStart(2, '0'),
            title,
            href: `#step-${index + 1}`,
          }),
        )}
      />
    ),
  },
};

/** The drawing alone, as a transition between two sections. */
export const DrawingOnly: Story = {};
