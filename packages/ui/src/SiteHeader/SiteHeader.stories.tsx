import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { SiteHeader } from './SiteHeader';

const links = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/process', label: 'Process' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

const logo = (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect
        x="1"
        y="1"
        width="26"
        height="26"
        rx="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M8 19 14 8l6 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
    Agency
  </span>
);

/** Tall, busy content so the blur behind the scrolled header is visible. */
function PageBehind() {
  return (
    <div
      style={{
        padding: `calc(${vars.layout.headerHeight} + ${vars.space[8]}) ${vars.space[6]} ${vars.space[8]}`,
      }}
    >
      <h1 style={{ fontSize: vars.fontSize['4xl'], maxWidth: 720 }}>
        Precision design and tech solutions
      </h1>
      {Array.from({ length: 12 }, (_, i) => (
        <p
          key={i}
          style={{ marginTop: vars.space[6], maxWidth: 640, color: vars.color.textSecondary }}
        >
          Scroll past 50 px and the header turns opaque with a blurred background. Paragraph {i + 1}{' '}
          of the page behind it.
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  args: { logo, links, currentPath: '/services', homeHref: '/' },
  argTypes: { logo: { control: false } },
  parameters: {
    themePadding: false,
    // The header is fixed to the top of its frame: one frame per story in the docs page.
    docs: { story: { inline: false, height: '360px' } },
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <PageBehind />
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: transparent. Scroll the frame to see it change. */
export const Unscrolled: Story = {};

/** Scrolled past the threshold: opaque, blurred background (shown here with `threshold: -1`). */
export const Scrolled: Story = { args: { threshold: -1 } };

/** With a call to action at the end of the bar (also listed in the mobile menu). */
export const WithActions: Story = {
  args: {
    currentPath: '/',
    actions: (
      <ButtonLink href="/contact" size="sm">
        Start a Project
      </ButtonLink>
    ),
  },
};

/** Small screens: the links move into the menu; the menu button opens the full-screen overlay. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Small screen with the mobile menu open. */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
