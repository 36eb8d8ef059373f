import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button';
import { MobileMenu } from './MobileMenu';

const links = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/process', label: 'Process' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

const meta = {
  title: 'Components/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  args: { links, currentPath: '/services' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    // The open overlay covers its whole frame: give each story its own frame in the docs page.
    docs: { story: { inline: false, height: '560px' } },
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button; press it to open the overlay. */
export const Closed: Story = {};

/** The full-screen overlay, open: focus is on the close button and trapped inside; Escape closes it. */
export const Open: Story = { args: { defaultOpen: true } };

/** Open, with a call to action under the links. */
export const OpenWithAction: Story = {
  args: {
    defaultOpen: true,
    currentPath: '/contact',
    children: (
      <ButtonLink href="/contact" fullWidth>
        Start a Project
      </ButtonLink>
    ),
  },
};
