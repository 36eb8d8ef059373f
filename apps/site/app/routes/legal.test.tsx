import { screen } from '@testing-library/react';
import { legalDocuments } from '@agency/content';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import { headingLevels, outlineIsLogical, renderRoute } from '~/components/testing/render-route';
import Legal, { loader } from './legal';

describe('Legal pages', () => {
  it.each(legalDocuments.map((document) => [document.path, document] as const))(
    '%s renders its document with headings, lists and the last-updated date',
    async (path, document) => {
      const { h1, container } = await renderRoute(path, Legal, loader as LoaderFunction);
      expect(h1).toHaveTextContent(document.title);
      expect(outlineIsLogical(headingLevels(container))).toBe(true);
      const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(h2s).toEqual(document.sections.map((section) => section.heading));
      const time = container.querySelector('time');
      expect(time).toHaveAttribute('datetime', document.lastUpdated);
      expect(screen.getByText(/Last updated/)).toBeInTheDocument();
      const listItems = document.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (typeof block === 'string' ? [] : block.list)),
      );
      if (listItems[0]) expect(screen.getAllByText(listItems[0]).length).toBeGreaterThan(0);
    },
  );
});
