import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';

const siteMap = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/process', label: 'Process' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

const legalLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/refund-policy', label: 'Refund Policy' },
];

const contact = (
  <>
    <a href="mailto:hello@example.com">hello@example.com</a>
    <a href="mailto:support@example.com">support@example.com</a>
    <a href="tel:+15555550100">+1 (555) 555-0100</a>
    <span>100 Monument Circle, Indianapolis, IN 46204</span>
    <span>200 Main Street, Bloomington, IN 47404</span>
  </>
);

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: {
    brand: 'Agency',
    brandHref: '/',
    tagline:
      'A creative and tech agency transforming ideas and brands through strategic design, storytelling and technology.',
    columns: [{ title: 'Site map', links: siteMap }],
    contact,
    copyright: `© ${new Date().getFullYear()} Agency. All rights reserved.`,
    legalLinks,
  },
  argTypes: { contact: { control: false }, brand: { control: false } },
  parameters: { themePadding: false },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand and tagline, the site map, the contact block, copyright and legal links. */
export const Default: Story = {};

/** More columns passed in, including an external link (new tab, with a hint). */
export const ManyColumns: Story = {
  args: {
    columns: [
      { title: 'Site map', links: siteMap },
      {
        title: 'Services',
        links: [
          { href: '/services/strategic-advisory', label: 'Strategic Advisory' },
          { href: '/services/design-ux', label: 'Design & UX' },
          { href: '/services/development', label: 'Development' },
          { href: '/services/cloud-devops', label: 'Cloud & DevOps' },
        ],
      },
      {
        title: 'Get in touch',
        links: [{ href: 'https://cal.example.com/agency', label: 'Book Free Consultation' }],
      },
    ],
  },
};

/** Only the essentials: a site map and the bottom bar. */
export const Minimal: Story = {
  args: { brand: undefined, tagline: undefined, contact: undefined },
};
