import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Eyebrow } from './Eyebrow';

describe('Eyebrow', () => {
  it('is plain text above a heading, not a heading itself', async () => {
    const { container } = render(
      <>
        <Eyebrow>Our Services</Eyebrow>
        <h2>Precision in every discipline</h2>
      </>,
    );
    expect(screen.getByText('Our Services').tagName).toBe('P');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
