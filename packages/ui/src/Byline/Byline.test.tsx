import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Byline } from './Byline';

describe('Byline', () => {
  it('names the person with their role, label and one line', async () => {
    const { container } = render(
      <Byline
        label="Team lead"
        name="Mei Tanaka"
        position="VP of Engineering"
        note="Builds the teams and platforms behind every product we ship."
      />,
    );
    expect(screen.getByText('Team lead')).toBeInTheDocument();
    expect(screen.getByText('Mei Tanaka', { exact: false })).toHaveTextContent(
      'Mei TanakaVP of Engineering',
    );
    expect(screen.getByText(/platforms behind every product/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('needs only a name and a role', () => {
    const { container } = render(<Byline name="Amara Okafor" position="Head of Strategy" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container).toHaveTextContent('Amara OkaforHead of Strategy');
  });
});
