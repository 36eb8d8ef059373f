import { CONTACT_MESSAGES, NOT_SENT_REASONS } from '@agency/contact-client';
import { contactOutcomePages, findContactOutcomeRoute } from '@agency/content';
import { ButtonLink } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { PageHeader } from '~/sections/page';
import { metaFromLoader } from '~/seo/page-meta';
import { routeMeta } from '~/seo/meta';
import type { Route } from './+types/contact-outcome';
import * as styles from './contact-outcome.css';

/**
 * Build time: the page the contact form lands on after a post without JavaScript (the function
 * answers 303 here). Two routes share this module: '/contact/sent' and '/contact/not-sent'.
 */
export function loader({ url }: Route.LoaderArgs) {
  const route = findContactOutcomeRoute(url.pathname);
  if (!route) throw new Response('Not Found', { status: 404 });
  const meta = routeMeta(route.path);
  if (route.path === '/contact/sent') {
    const page = contactOutcomePages.sent;
    return {
      meta,
      kind: 'sent' as const,
      heading: page.heading,
      message: CONTACT_MESSAGES.success,
      links: page.links,
    };
  }
  const page = contactOutcomePages.notSent;
  return {
    meta,
    kind: 'not-sent' as const,
    heading: page.heading,
    noReason: page.noReason,
    reasons: Object.entries(NOT_SENT_REASONS).map(([id, text]) => ({ id, text })),
    backHint: page.backHint,
    emailHint: page.emailHint,
    email: page.email,
    links: page.links,
  };
}

export const meta = metaFromLoader;

export default function ContactOutcome({ loaderData: data }: Route.ComponentProps) {
  const actions = (
    <div className={styles.actions}>
      {data.links.map((link, index) => (
        <ButtonLink
          key={link.href}
          href={link.href}
          linkComponent={RouterLink}
          variant={index === 0 ? 'primary' : 'secondary'}
        >
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );

  return (
    <SectionBoundary name={data.heading}>
      <PageHeader id="contact-outcome" title={data.heading}>
        {data.kind === 'sent' ? (
          <div className={styles.body}>
            <p role="status" className={styles.why}>
              {data.message}
            </p>
            {actions}
          </div>
        ) : (
          <div className={styles.body}>
            <div role="alert" className={styles.why}>
              <p className={styles.noReason}>{data.noReason}</p>
              {data.reasons.map((reason) => (
                <p key={reason.id} id={reason.id} className={styles.reason}>
                  {reason.text}
                </p>
              ))}
            </div>
            <p className={styles.hint}>{data.backHint}</p>
            <p className={styles.hint}>
              <a href={data.email.href}>{data.emailHint}</a>
            </p>
            {actions}
          </div>
        )}
      </PageHeader>
    </SectionBoundary>
  );
}
