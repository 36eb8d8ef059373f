import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { rootData } from '../../test/render-site';
import Admin, {
  clientAction,
  clientLoader,
  HydrateFallback,
  meta,
  shouldRevalidate,
} from './admin';

function renderAdmin() {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      children: [
        {
          path: 'admin',
          Component: Admin,
          HydrateFallback,
          // The route's client data functions, as the framework calls them (there is no server one).
          loader: (args) => clientLoader({ ...args, serverLoader: async () => undefined }),
          action: (args) => clientAction({ ...args, serverAction: async () => undefined }),
          shouldRevalidate,
        },
      ],
    },
  ]);
  return render(
    <Stub initialEntries={['/admin']} hydrationData={{ loaderData: { root: rootData } }} />,
  );
}

describe('/admin', () => {
  // The inbox is a lazy chunk: load it once up front, so a busy machine does not spend the queries' wait on it.
  beforeAll(() => import('../admin/AdminScreen'));

  it('asks a visitor without a session to sign in', async () => {
    renderAdmin();
    expect(await screen.findByRole('form', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Submissions Inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('stands outside the shared layout, with the logo as the way home', async () => {
    renderAdmin();
    await screen.findByRole('form', { name: 'Staff sign-in' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('is not indexed', () => {
    const args = { matches: [{ id: 'root', loaderData: rootData }] } as unknown as Parameters<
      typeof meta
    >[0];
    expect(meta(args)).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});
