import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <p>
        Press Tab: the skip link slides in at the top left. Enter moves focus to the main content.
      </p>
      <nav aria-label="Demo">
        <a href="#main">A navigation link</a>
      </nav>
      <main id="main" style={{ marginTop: '2rem' }}>
        <h1>Main content</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Focused: visible. */
export const Focused: Story = {
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};
