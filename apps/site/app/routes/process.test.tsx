import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import {
  asRead,
  headingLevels,
  outlineIsLogical,
  renderRoute,
} from '~/components/testing/render-route';
import Process, { loader } from './process';

const renderProcess = () => renderRoute('/process', Process, loader as LoaderFunction);

describe('Process page', () => {
  it('shows all six steps with five key activities and five deliverables each', async () => {
    const { h1, container } = await renderProcess();
    expect(h1).toHaveTextContent('Our Process');
    expect(outlineIsLogical(headingLevels(container))).toBe(true);
    const methodology = screen.getByRole('region', { name: 'Our Methodology' });
    const steps = within(methodology)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(steps).toHaveLength(6);
    expect(
      steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Discovery & Strategy',
      'Planning & Architecture',
      'Design & Prototyping',
      'Development & Implementation',
      'Testing & Quality Assurance',
      'Launch & Ongoing Support',
    ]);
    for (const step of steps) {
      expect(
        within(step).getByRole('heading', { name: 'Key Activities', level: 4 }),
      ).toBeInTheDocument();
      expect(
        within(step).getByRole('heading', { name: 'Deliverables', level: 4 }),
      ).toBeInTheDocument();
      const lists = step.querySelectorAll('ul');
      expect(lists).toHaveLength(2);
      for (const list of Array.from(lists)) expect(list.querySelectorAll('li')).toHaveLength(5);
    }
    // Alternating layout: every other step sits on the other side on wide screens.
    expect(steps.map((step) => step.getAttribute('data-side'))).toEqual([
      'start',
      'end',
      'start',
      'end',
      'start',
      'end',
    ]);
  });

  it('opens with the six steps at a glance under the lens, each a link to where it is told', async () => {
    const { container } = await renderProcess();
    const glance = screen.getByRole('region', { name: 'The six steps at a glance' });
    // The lens is decorative: the steps under it say what it shows.
    expect(glance.querySelector('img')).toHaveAttribute('alt', '');
    const links = within(glance).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '01Discovery & Strategy',
      '02Planning & Architecture',
      '03Design & Prototyping',
      '04Development & Implementation',
      '05Testing & Quality Assurance',
      '06Launch & Ongoing Support',
    ]);
    const methodology = screen.getByRole('region', { name: 'Our Methodology' });
    for (const link of links) {
      const target = container.querySelector(link.getAttribute('href')!);
      expect(methodology).toContainElement(target as HTMLElement);
      expect(target).toHaveTextContent(link.textContent!.slice(2));
    }
  });

  it('has four "Why Our Process Works" points', async () => {
    await renderProcess();
    const why = screen.getByRole('region', { name: 'Why Our Process Works' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('has six FAQs that open independently (several at once)', async () => {
    const user = userEvent.setup();
    await renderProcess();
    const faq = screen.getByRole('region', { name: 'Process FAQ' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(6);
    const [first, second] = questions as [HTMLElement, HTMLElement];
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('links to /contact and the booking link (new tab) and carries FAQPage JSON-LD', async () => {
    const { container } = await renderProcess();
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const booking = screen.getByRole('link', { name: /Book Free Consultation/ });
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    // No explanatory note under the button: the free call is explained once, on /contact's booking card.
    expect(screen.queryByText(/not a paid advisory session/, asRead)).not.toBeInTheDocument();
    const schemas = Array.from(
      container.querySelectorAll('script[type="application/ld+json"]'),
    ).map(
      (script) =>
        JSON.parse(script.textContent ?? '{}') as { '@type': string; mainEntity?: unknown[] },
    );
    const faqPage = schemas.find((schema) => schema['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toHaveLength(6);
  });
});
