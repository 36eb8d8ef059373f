import { adminPage, company } from '@agency/content';
import { AdminApp } from './AdminApp';

/** The inbox with its document title: what /admin loads lazily (routes/admin.tsx). */
export default function AdminScreen() {
  return (
    <>
      <title>{`${adminPage.heading} | ${company.name}`}</title>
      <AdminApp />
    </>
  );
}
