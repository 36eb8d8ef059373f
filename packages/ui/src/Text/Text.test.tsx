import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and other elements on request', async () => {
    const { container } = render(
      <>
        <Text size="lg">Lead paragraph.</Text>
        <Text as="span" tone="muted" size="sm">
          Small print
        </Text>
      </>,
    );
    expect(screen.getByText('Lead paragraph.').tagName).toBe('P');
    expect(screen.getByText('Small print').tagName).toBe('SPAN');
    expect(await axeViolations(container)).toEqual([]);
  });
});
