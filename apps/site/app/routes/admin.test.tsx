import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootData } from '../../test/render-site';
import Admin, { meta } from './admin';

function renderAdmin() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      children: [{ path: 'admin', Component: Admin }],
    },
  ]);
  return render(<Stub initialEntries={['/admin']} hydrationData={{ loaderData: { root: rootData } }} />);
}

describe('/admin', () => {
  it('says the inbox needs a configured Supabase project', () => {
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Submissions Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inbox Not Configured' })).toBeInTheDocument();
    expect(screen.getByText(/needs a configured Supabase project/)).toBeInTheDocument();
  });

  it('stands outside the shared layout, with a way back home', () => {
    renderAdmin();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('is not indexed', () => {
    expect(meta()).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});
