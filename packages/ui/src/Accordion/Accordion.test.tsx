import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from './Accordion';

const faqs = [
  {
    value: 'timeline',
    question: 'How long does a project take?',
    answer: 'Landing pages take 1-2 weeks.',
  },
  {
    value: 'pricing',
    question: 'How is pricing set?',
    answer: 'Every quote starts from a fixed price list.',
  },
  { value: 'support', question: 'Do you offer support?', answer: 'Yes, with monthly retainers.' },
];

function Faq(props: Partial<AccordionProps>) {
  const rootProps = { type: 'single', ...props } as AccordionProps;
  return (
    <Accordion {...rootProps}>
      {faqs.map((faq) => (
        <AccordionItem key={faq.value} value={faq.value}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const panelText = (text: string) => screen.getByText(text);

describe('Accordion', () => {
  it('renders buttons inside headings wired to labelled regions', async () => {
    const { container } = render(<Faq defaultValue="timeline" />);
    const button = trigger('How long does a project take?');
    expect(button.parentElement?.tagName).toBe('H3');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'How long does a project take?' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Landing pages take 1-2 weeks.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the configured heading level, per accordion or per trigger', () => {
    render(
      <Accordion type="multiple" headingLevel={2}>
        <AccordionItem value="a">
          <AccordionTrigger>First</AccordionTrigger>
          <AccordionContent>One</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger headingLevel={4}>Second</AccordionTrigger>
          <AccordionContent>Two</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Second' })).toBeInTheDocument();
  });

  it('keeps closed panels in the HTML, hidden until found', () => {
    const html = renderToString(<Faq />);
    for (const faq of faqs) expect(html).toContain(faq.answer);
    render(<Faq />);
    const panel = panelText('Yes, with monthly retainers.').closest('[role="region"]');
    expect(panel).toHaveAttribute('hidden', 'until-found');
    expect(panel).not.toBeVisible();
  });

  it('single: opening one closes the others, and the open one collapses', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Faq onValueChange={onValueChange} />);
    expect(panelText('Landing pages take 1-2 weeks.')).not.toBeVisible();

    await user.click(trigger('How long does a project take?'));
    expect(trigger('How long does a project take?')).toHaveAttribute('aria-expanded', 'true');
    expect(panelText('Landing pages take 1-2 weeks.')).toBeVisible();

    await user.click(trigger('How is pricing set?'));
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How long does a project take?')).toHaveAttribute('aria-expanded', 'false');
    expect(panelText('Landing pages take 1-2 weeks.')).not.toBeVisible();
    expect(panelText('Every quote starts from a fixed price list.')).toBeVisible();

    await user.click(trigger('How is pricing set?'));
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'false');
    expect(panelText('Every quote starts from a fixed price list.')).not.toBeVisible();
    expect(onValueChange.mock.calls).toEqual([['timeline'], ['pricing'], ['']]);
  });

  it('single, not collapsible: the open item stays open and says so', async () => {
    const user = userEvent.setup();
    const { container } = render(<Faq defaultValue="pricing" collapsible={false} />);
    await user.click(trigger('How is pricing set?'));
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-disabled', 'true');
    await user.click(trigger('Do you offer support?'));
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('How is pricing set?')).not.toHaveAttribute('aria-disabled');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('multiple: each item toggles independently', async () => {
    const user = userEvent.setup();
    const { container } = render(<Faq type="multiple" defaultValue={['support']} />);
    await user.click(trigger('How long does a project take?'));
    await user.click(trigger('How is pricing set?'));
    for (const faq of faqs) expect(trigger(faq.question)).toHaveAttribute('aria-expanded', 'true');
    expect(panelText('Yes, with monthly retainers.')).toBeVisible();

    await user.click(trigger('How long does a project take?'));
    expect(trigger('How long does a project take?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Do you offer support?')).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is controlled through value and onValueChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Faq type="multiple" value={[]} onValueChange={onValueChange} />);
    await user.click(trigger('How is pricing set?'));
    expect(onValueChange).toHaveBeenLastCalledWith(['pricing']);
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'false');
    rerender(<Faq type="multiple" value={['pricing']} onValueChange={onValueChange} />);
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keyboard: Enter and Space toggle; arrows, Home and End move between triggers', async () => {
    const user = userEvent.setup();
    render(<Faq type="multiple" />);
    await user.tab();
    expect(trigger('How long does a project take?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger('How long does a project take?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger('How long does a project take?')).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(trigger('How is pricing set?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Do you offer support?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('How long does a project take?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Do you offer support?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('How long does a project take?')).toHaveFocus();
  });

  it('opens an item when find-in-page reveals its hidden text', () => {
    render(<Faq />);
    const panel = panelText('Yes, with monthly retainers.').closest('[role="region"]')!;
    act(() => {
      panel.dispatchEvent(new Event('beforematch'));
    });
    expect(trigger('Do you offer support?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('without scripts is native details: headings in summaries, one name per single accordion', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Faq defaultValue="pricing" />);
    const items = [...host.querySelectorAll('details')];
    expect(items).toHaveLength(3);
    const names = new Set(items.map((item) => item.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(items.map((item) => item.open)).toEqual([false, true, false]);
    expect(items.map((item) => item.querySelector('summary > h3')?.textContent)).toEqual(
      faqs.map((faq) => faq.question),
    );
    expect(items[0]).toHaveTextContent('Landing pages take 1-2 weeks.');

    host.innerHTML = renderToString(<Faq type="multiple" />);
    for (const item of host.querySelectorAll('details')) expect(item).not.toHaveAttribute('name');
  });

  it('keeps the items a visitor opened before hydration open afterwards', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<Faq type="multiple" />);
    const items = host.querySelectorAll('details');
    items[0]!.open = true;
    items[2]!.open = true;
    await act(async () => {
      hydrateRoot(host, <Faq type="multiple" />);
    });
    expect(trigger('How long does a project take?')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('How is pricing set?')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Do you offer support?')).toHaveAttribute('aria-expanded', 'true');
    expect(panelText('Yes, with monthly retainers.')).toBeVisible();
    host.remove();
  });
});
