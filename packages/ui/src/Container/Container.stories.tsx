import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { themePadding: false },
  args: { size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] } },
  render: (args) => (
    <Container {...args}>
      <div
        style={{
          border: `1px dashed ${vars.color.borderStrong}`,
          borderRadius: vars.radius.md,
          padding: vars.space[6],
          color: vars.color.textSecondary,
        }}
      >
        Content is centred at the container width with fluid gutters (resize to 320 px: no
        overflow).
      </div>
    </Container>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page grid: max 1200 px plus gutters. */
export const Large: Story = {};
/** For long-form text. */
export const Medium: Story = { args: { size: 'md' } };
export const Small: Story = { args: { size: 'sm' } };
export const Full: Story = { args: { size: 'full' } };
