import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { ErrorBoundary } from './ErrorBoundary';
import { PageErrorFallback } from './PageErrorFallback';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('Demo error thrown by a child component');
  return <p>The testimonials section rendered normally.</p>;
}

const meta = {
  title: 'Components/ErrorBoundary',
  component: ErrorBoundary,
  subcomponents: { PageErrorFallback },
  tags: ['autodocs'],
  args: { name: 'Testimonials' },
} satisfies Meta<typeof ErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A child that throws: the compact 'Component Error' fallback with Retry. */
export const ComponentFallback: Story = {
  render: (args) => (
    <ErrorBoundary {...args}>
      <Bomb explode />
    </ErrorBoundary>
  ),
};

/** Retry resets the boundary; here the cause is fixed on reset, so the children render again. */
export const RetryRecovers: Story = {
  args: { name: 'Services' },
  render: function Render(args) {
    const [broken, setBroken] = useState(true);
    return (
      <ErrorBoundary {...args} onReset={() => setBroken(false)}>
        <Bomb explode={broken} />
      </ErrorBoundary>
    );
  },
};

/** Nothing thrown: the children render untouched. Toggle to throw. */
export const Healthy: Story = {
  render: function Render(args) {
    const [explode, setExplode] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Button variant="secondary" onClick={() => setExplode(true)}>
          Make the child throw
        </Button>
        <ErrorBoundary {...args} onReset={() => setExplode(false)}>
          <Bomb explode={explode} />
        </ErrorBoundary>
      </div>
    );
  },
};

/** A custom fallback rendered from `{ error, reset }`. */
export const CustomFallback: Story = {
  args: {
    fallback: ({ error, reset }) => (
      <div role="alert" style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p>Could not show this section: {error.message}</p>
        <Button size="sm" onClick={reset}>
          Try once more
        </Button>
      </div>
    ),
  },
  render: (args) => (
    <ErrorBoundary {...args}>
      <Bomb explode />
    </ErrorBoundary>
  ),
};

/** The full-page fallback: 'Something Went Wrong', Try Again, Go Home and Contact Support. */
export const PageFallback: Story = {
  parameters: { themePadding: false },
  render: () => <PageErrorFallback onRetry={() => {}} />,
};

/** A page-level boundary whose fallback is the full-page one. */
export const PageBoundary: Story = {
  args: { name: 'Page' },
  parameters: { themePadding: false },
  render: (args) => (
    <ErrorBoundary {...args} fallback={({ reset }) => <PageErrorFallback onRetry={reset} />}>
      <Bomb explode />
    </ErrorBoundary>
  ),
};
