import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Layout/CtaBand',
  component: CtaBand,
  tags: ['autodocs'],
  parameters: { themePadding: false },
  args: {
    id: 'cta',
    heading: 'Ready to Get an Exact Number?',
    text: 'Share your goals and we will reply within 24 hours, then send a fixed-scope quote 24–48 hours after a discovery call.',
    actions: (
      <>
        <ButtonLink href="/contact" size="lg">
          Get Your Quote
        </ButtonLink>
        <ButtonLink href="/services" size="lg" variant="secondary">
          Explore Services
        </ButtonLink>
      </>
    ),
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A glowing card, centred. */
export const Panel: Story = { args: { variant: 'panel' } };

/** The words beside the actions, stacked past a hairline. */
export const Split: Story = { args: { variant: 'split' } };

/** One large editorial line. */
export const Line: Story = {
  args: { variant: 'line', heading: 'Let’s Create Something Remarkable' },
};
