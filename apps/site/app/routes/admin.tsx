import { adminPage, company } from '@agency/content';
import { Link } from 'react-router';

export const meta = () => [
  { title: `${adminPage.heading} | ${company.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Admin() {
  return (
    <main id="main">
      <h1>{adminPage.heading}</h1>
      <p>{adminPage.intro}</p>
      <h2>{adminPage.notConfigured.title}</h2>
      <p>{adminPage.notConfigured.message}</p>
      <Link to={adminPage.backToSite.href}>{adminPage.backToSite.label}</Link>
    </main>
  );
}
