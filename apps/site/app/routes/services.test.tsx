import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import { headingLevels, outlineIsLogical, renderRoute } from '~/components/testing/render-route';
import Services, { loader } from './services';

const renderServices = () => renderRoute('/services', Services, loader as LoaderFunction);

describe('Services page', () => {
  it('opens with the h1 and the headline stats 2.3x, 98%, 1-Stop and 6', async () => {
    const { h1, container } = await renderServices();
    expect(h1).toHaveTextContent('Our Services');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(outlineIsLogical(headingLevels(container))).toBe(true);
    const header = screen.getByRole('region', { name: 'Our Services' });
    for (const value of ['2.3x', '98%', '1-Stop', '6']) {
      expect(within(header).getByText(value, { selector: 'p' })).toBeInTheDocument();
    }
  });

  it('shows six service cards with title, description and Learn More links', async () => {
    await renderServices();
    const list = screen.getByRole('region', { name: 'What We Do' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Strategic Advisory & Consulting',
      'Design & User Experience',
      'Development & Engineering',
      'Cloud, DevOps & Security',
      'Industry-Specific Solutions',
      'Emerging Tech & Innovation',
    ]);
    const links = within(list).getAllByRole('link', { name: /^Learn More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/strategic-advisory',
      '/services/design-ux',
      '/services/development',
      '/services/cloud-devops',
      '/services/industry-solutions',
      '/services/emerging-tech',
    ]);
  });

  it('keeps one Process & Technologies panel open at a time, toggled by click', async () => {
    const user = userEvent.setup();
    await renderServices();
    const triggers = screen.getAllByRole('button', { name: /^Process & Technologies/ });
    expect(triggers).toHaveLength(6);
    const [first, second] = triggers as [HTMLElement, HTMLElement];
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', {
      name: /Process & Technologies: Strategic Advisory/,
    });
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(within(panel).getByText('Stakeholder Interviews')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists five process steps and the technologies of every service', async () => {
    await renderServices();
    for (const trigger of screen.getAllByRole('button', { name: /^Process & Technologies/ })) {
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      const [steps, techs] = Array.from(panel!.querySelectorAll('ol, ul'));
      expect(steps!.querySelectorAll('li')).toHaveLength(5);
      expect(techs!.querySelectorAll('li').length).toBeGreaterThan(0);
    }
  });

  it('leads each industry with the work done in it: a described product detail and a link to its case study', async () => {
    await renderServices();
    const industries = screen.getByRole('region', { name: 'Industry Expertise' });
    const cards = within(industries)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/services/development#case-study',
      '/services/design-ux#case-study',
      '/services/cloud-devops#case-study',
      '/services/industry-solutions#case-study',
    ]);
    for (const card of cards) {
      const image = within(card).getByRole('img');
      expect(image.getAttribute('alt')!.length).toBeGreaterThan(30);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(within(card).getByRole('link')).toHaveTextContent(/^Read the .+ case study$/);
    }
  });

  it('has the 4 × 4 Industry Expertise grid, four Why Choose points and links to /contact and /pricing', async () => {
    await renderServices();
    const industries = screen.getByRole('region', { name: 'Industry Expertise' });
    const names = within(industries)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      'Fintech & Banking',
      'Healthcare & MedTech',
      'E-commerce & Retail',
      'Professional Services',
    ]);
    for (const card of within(industries)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))) {
      expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    }
    const why = screen.getByRole('region', { name: 'Why Choose Lumen Forge' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const cta = screen.getByRole('region', { name: 'Ready to Start Your Project?' });
    expect(within(cta).getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(cta).getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});
