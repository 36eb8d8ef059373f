import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('renders each object as an application/ld+json script and skips nulls', () => {
    const { container } = render(
      <JsonLd data={[{ '@type': 'Thing', name: 'A' }, null, { '@type': 'Thing', name: 'B' }]} />,
    );
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[1]?.textContent ?? '')).toEqual({ '@type': 'Thing', name: 'B' });
  });

  it('cannot be closed early by text inside the data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('renders nothing without data', () => {
    const { container } = render(<JsonLd data={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
