import { CONTACT_MESSAGES, NOT_SENT_REASONS } from '@agency/contact-client';
import { contactOutcomePages, findContactOutcomeRoute } from '@agency/content';
import { ButtonLink, Stack, Text } from '@agency/ui';
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
    <Stack direction="row" gap={3}>
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
    </Stack>
  );

  return (
    <SectionBoundary name={data.heading}>
      <PageHeader id="contact-outcome" title={data.heading}>
        {data.kind === 'sent' ? (
          <Stack gap={6} className={styles.body}>
            <Text role="status" size="lg" tone="default">
              {data.message}
            </Text>
            {actions}
          </Stack>
        ) : (
          <Stack gap={6} className={styles.body}>
            <Text as="div" role="alert" size="lg" tone="default">
              <p className={styles.noReason}>{data.noReason}</p>
              {data.reasons.map((reason) => (
                <p key={reason.id} id={reason.id} className={styles.reason}>
                  {reason.text}
                </p>
              ))}
            </Text>
            <Text>{data.backHint}</Text>
            <Text>
              <a href={data.email.href}>{data.emailHint}</a>
            </Text>
            {actions}
          </Stack>
        )}
      </PageHeader>
    </SectionBoundary>
  );
}
