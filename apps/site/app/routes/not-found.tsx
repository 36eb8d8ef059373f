import { ButtonLink, LinkTile, Picture } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { useRootData } from '~/layout/root-data';
import type { Route } from './+types/not-found';
import * as styles from './not-found.css';

/**
 * The 404 page. No loader (client navigations to unknown paths have no .data file to fetch): its
 * texts and noindex meta come from the root loader. Prerendered at /404 and moved to 404.html.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as
    { notFound?: { meta?: Route.MetaDescriptors } } | undefined;
  return root?.notFound?.meta ?? [];
};

export default function NotFound() {
  const text = useRootData()?.notFound;
  if (!text) return null;
  const [home, services] = text.primaryLinks;
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={styles.glow} aria-hidden="true" />
      <div className={styles.inner}>
        <Picture
          image={text.motif}
          decorative
          sizes="(min-width: 640px) 560px, 90vw"
          className={styles.motif}
        />
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {text.title}
        </h1>
        <p className={styles.message}>{text.message}</p>
        <div className={styles.actions}>
          {home && (
            <ButtonLink href={home.href} linkComponent={RouterLink} variant="primary">
              {home.label}
            </ButtonLink>
          )}
          {services && (
            <ButtonLink href={services.href} linkComponent={RouterLink} variant="secondary">
              {services.label}
            </ButtonLink>
          )}
        </div>
        <nav className={styles.popular} aria-labelledby="popular-pages">
          <h2 id="popular-pages" className={styles.popularHeading}>
            {text.popularHeading}
          </h2>
          <ul className={styles.popularList}>
            {text.popularLinks.map((link) => (
              <li key={link.href}>
                <LinkTile href={link.href} linkComponent={RouterLink}>
                  {link.label}
                </LinkTile>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
