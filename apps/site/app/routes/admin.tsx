import { adminPage, company } from '@agency/content';
import { ButtonLink, Heading } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { MinimalLayout } from '~/layout/MinimalLayout';
import * as styles from './admin.css';

/**
 * /admin: the staff inbox (planned). Client-only: not prerendered, served from the SPA fallback,
 * outside the shared layout, in its own lazily loaded chunk (its copy ships in that chunk only).
 */
export const meta = () => [
  { title: `${adminPage.heading} | ${company.name}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Admin() {
  return (
    <MinimalLayout>
      <div className={styles.page}>
        <Heading as="h1" size="3xl">
          {adminPage.heading}
        </Heading>
        <p className={styles.intro}>{adminPage.intro}</p>
        <section className={styles.panel} aria-labelledby="admin-not-configured">
          <h2 id="admin-not-configured" className={styles.panelTitle}>
            {adminPage.notConfigured.title}
          </h2>
          <p className={styles.panelText}>{adminPage.notConfigured.message}</p>
        </section>
        <div>
          <ButtonLink href={adminPage.backToSite.href} linkComponent={RouterLink} variant="secondary">
            {adminPage.backToSite.label}
          </ButtonLink>
        </div>
      </div>
    </MinimalLayout>
  );
}
