import { adminPage, company } from '@agency/content';
import { AdminApp } from '~/admin/AdminApp';
import { MinimalLayout } from '~/layout/MinimalLayout';

/**
 * /admin: the staff inbox. Client-only: not prerendered, served from the SPA fallback, outside the shared layout, in
 * its own chunk (the auth client and the inbox code load here only).
 */
export const meta = () => [
  { title: `${adminPage.heading} | ${company.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Admin() {
  return (
    <MinimalLayout>
      <AdminApp />
    </MinimalLayout>
  );
}
