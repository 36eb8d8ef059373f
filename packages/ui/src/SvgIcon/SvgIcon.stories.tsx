import type { Meta, StoryObj } from '@storybook/react-vite';
import { SvgIcon } from './SvgIcon';

const meta = {
  title: 'Utilities/SvgIcon',
  component: SvgIcon,
  tags: ['autodocs'],
  args: {
    children: <path d="m6 9 6 6 6-6" />,
  },
} satisfies Meta<typeof SvgIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sized by the surrounding text. */
export const Default: Story = {
  render: (args) => (
    <p style={{ fontSize: 32 }}>
      <SvgIcon {...args} /> Chevron at 32 px text
    </p>
  ),
};

/** A fixed size, as the Accordion's chevron uses. */
export const FixedSize: Story = { args: { width: 20, height: 20 } };
