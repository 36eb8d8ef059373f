import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import {
  asRead,
  headingLevels,
  outlineIsLogical,
  renderRoute,
} from '~/components/testing/render-route';
import Contact, { loader } from './contact';

const renderContact = () => renderRoute('/contact', Contact, loader as LoaderFunction);

describe('Contact page', () => {
  it('puts the form first, under the page heading; the promises and the info cards follow it', async () => {
    const { h1 } = await renderContact();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    const details = screen.getByRole('region', { name: 'Other Ways to Reach Us' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(h1, form)).toBe(true);
    expect(follows(form, details)).toBe(true);
    expect(follows(form, screen.getByText('24h'))).toBe(true);
    // The header's "Start a project" target holds the form's heading and the form.
    const target = document.getElementById('contact-form')!;
    expect(within(target).getByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(target).toContainElement(form);
  });

  it('shows stat tiles and the four info cards with working links', async () => {
    const { h1, container } = await renderContact();
    expect(h1).toHaveTextContent('Get in Touch');
    expect(outlineIsLogical(headingLevels(container))).toBe(true);
    const details = screen.getByRole('region', { name: 'Other Ways to Reach Us' });
    for (const title of ['Email Us', 'Call Us', 'Principal Office', 'Response Time']) {
      expect(within(details).getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'hello@lumenforge.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lumenforge.example',
    );
    expect(screen.getByRole('link', { name: '+1 (317) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13175550142',
    );
    expect(screen.getByText('150 N Meridian St, Suite 1200')).toBeInTheDocument();
    expect(screen.getByText('Indianapolis, IN 46204')).toBeInTheDocument();
    expect(screen.getByText('Within 24 hours')).toBeInTheDocument();
  });

  it('has the contact form and the consultation block with five bullets and the booking link', async () => {
    await renderContact();
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
    const consultation = screen.getByRole('complementary', { name: 'Free Project Consultation' });
    expect(within(consultation).getAllByRole('listitem')).toHaveLength(5);
    const booking = within(consultation).getByRole('link', { name: /Book Free Consultation/ });
    expect(booking).toHaveAttribute('href', 'https://calendly.com/lumenforge/15min');
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('explains the four steps of What to Expect and six help areas', async () => {
    await renderContact();
    const expectSection = screen.getByRole('region', { name: 'What to Expect' });
    expect(
      within(expectSection)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Initial Contact', 'Discovery Call', 'Proposal', 'Kickoff']);
    const help = screen.getByRole('region', { name: 'How We Can Help' });
    expect(within(help).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('leads from each help area to the service page that covers it', async () => {
    await renderContact();
    const help = screen.getByRole('region', { name: 'How We Can Help' });
    const links = within(help).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(within(help).getByRole('link', { name: 'Moving to the Cloud' })).toHaveAttribute(
      'href',
      '/services/cloud-devops',
    );
    expect(within(help).getByRole('link', { name: 'Launching a New Brand' })).toHaveAttribute(
      'href',
      '/services/design-ux',
    );
  });

  it('says what each promise applies to, side by side', async () => {
    await renderContact();
    const header = screen.getByRole('region', { name: 'Get in Touch' });
    for (const scope of [
      'To every new enquiry',
      'For clients on a support plan or retainer',
      'With a senior strategist, at no cost',
      'For a written quote after the discovery call',
    ]) {
      expect(within(header).getByText(scope)).toBeInTheDocument();
    }
    const consultation = screen.getByRole('complementary', { name: 'Free Project Consultation' });
    expect(
      within(consultation).getByText(/not a paid advisory session/, asRead),
    ).toBeInTheDocument();
  });
});
