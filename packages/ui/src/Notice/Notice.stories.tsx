import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Notice, type NoticeTone } from './Notice';

const meta = {
  title: 'Forms/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    tone: 'success',
    children: "Message sent successfully! We'll get back to you within 24 hours.",
  },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'error', 'info'] } },
  render: (args) => (
    <div style={{ maxWidth: 520 }}>
      <Notice {...args} />
    </div>
  ),
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const RateLimited: Story = {
  args: {
    tone: 'warning',
    children: 'Too many submissions. Please wait a minute before trying again.',
  },
};
export const ErrorNotice: Story = {
  args: { tone: 'error', children: 'Something went wrong. Please try again later.' },
};
export const Info: Story = {
  args: { tone: 'info', title: 'Good to know', children: 'We reply within 24 hours.' },
};
/** No message: nothing visible, but the live regions stay mounted. */
export const Empty: Story = { args: { children: null } };

const samples: Record<NoticeTone, string> = {
  success: "Message sent successfully! We'll get back to you within 24 hours.",
  warning: 'Too many submissions. Please wait a minute before trying again.',
  error: 'Something went wrong. Please try again later.',
  info: 'We reply within 24 hours.',
};

/** Switch tones to hear the announcements with a screen reader. */
export const Live: Story = {
  render: function LiveNotice() {
    const [tone, setTone] = useState<NoticeTone | null>(null);
    return (
      <div style={{ display: 'grid', gap: '1rem', maxWidth: 520 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {(Object.keys(samples) as NoticeTone[]).map((t) => (
            <Button key={t} size="sm" variant="secondary" onClick={() => setTone(t)}>
              {t}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setTone(null)}>
            clear
          </Button>
        </div>
        <Notice tone={tone ?? 'info'}>{tone ? samples[tone] : null}</Notice>
      </div>
    );
  },
};
