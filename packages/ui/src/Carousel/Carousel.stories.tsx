import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { vars } from '../theme/contract.css';
import { Carousel } from './Carousel';

interface Quote {
  quote: string;
  author: string;
  position: string;
}

const quotes: Quote[] = [
  {
    quote:
      'They turned a vague idea into a product our customers love, and shipped it ahead of schedule.',
    author: 'Maya Chen',
    position: 'Founder, Northwind Labs',
  },
  {
    quote: 'Precise, calm and fast. Their design system cut our release time in half.',
    author: 'Daniel Ortiz',
    position: 'CTO, Brightline',
  },
  {
    quote:
      'From the discovery call to launch the process was clear. We always knew what came next and why, and the result speaks for itself.',
    author: 'Priya Nair',
    position: 'Head of Product, Fernway Health',
  },
];

const card: CSSProperties = {
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  height: '100%',
};

const renderQuote = (item: Quote) => (
  <figure style={card}>
    <blockquote style={{ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug }}>
      <p>“{item.quote}”</p>
    </blockquote>
    <figcaption style={{ marginTop: vars.space[6], color: vars.color.textSecondary }}>
      <strong style={{ color: vars.color.text }}>{item.author}</strong> · {item.position}
    </figcaption>
  </figure>
);

const meta = {
  title: 'Components/Carousel',
  component: Carousel<Quote>,
  tags: ['autodocs'],
  args: { label: 'Client testimonials', items: quotes, renderItem: renderQuote },
  argTypes: { items: { control: false }, renderItem: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel<Quote>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates every 6000 ms with a 1000 ms cross-fade; hover or focus pauses it. */
export const Playing: Story = {};

/** Paused by the user: the button offers 'Play carousel' and slide changes are announced politely. */
export const Paused: Story = { args: { autoPlay: false } };

/**
 * What a visitor with `prefers-reduced-motion: reduce` gets: no autoplay, no fade. The story emulates
 * it by starting paused with a zero transition; the real component reads the media query itself.
 */
export const ReducedMotion: Story = { args: { autoPlay: false, transition: 0 } };

/** Faster timings, for checking the cross-fade by eye. */
export const FastRotation: Story = { args: { interval: 2500, transition: 600 } };

/** Slides passed as children instead of items. */
export const Children: Story = {
  args: {
    label: 'Highlights',
    items: undefined,
    renderItem: undefined,
    children: ['500+ satisfied clients', '99.9% uptime', '2.3x faster time-to-market'].map(
      (text) => (
        <p
          key={text}
          style={{ ...card, fontSize: vars.fontSize['2xl'], fontFamily: vars.font.display }}
        >
          {text}
        </p>
      ),
    ),
  },
};
