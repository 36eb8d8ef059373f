import { CONTACT_MESSAGES, NOT_SENT_PAGE, NOT_SENT_REASONS } from '@agency/contact-client';
import { contactFormCopy, contactOutcomePages, findContactOutcomeRoute } from '@agency/content';
import { ButtonLink, Card, FieldError, Heading, Stack, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { Island } from '~/islands/Island';
import { renderIsland } from '~/islands/render.server';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { PageHeader } from '~/sections/page';
import { metaFromLoader } from '~/seo/page-meta';
import { routeMeta } from '~/seo/meta';
import type { Route } from './+types/contact-outcome';
import * as styles from './contact-outcome.css';

const FORM_HEADING_ID = `${NOT_SENT_PAGE.formId}-form-heading`;

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
    form: {
      heading: page.formHeading,
      island: renderIsland('contact-form', 'Not Sent Form', {
        id: NOT_SENT_PAGE.formId,
        copy: contactFormCopy,
        labelledBy: FORM_HEADING_ID,
      }),
    },
  };
}

export const meta = metaFromLoader;

/** An attribute that marks a part of the page the contact function fills in (NOT_SENT_PAGE). */
const slot = (attribute: string) => ({ [attribute]: '' });

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
              <ul className={styles.reasons} {...slot(NOT_SENT_PAGE.reasonsAttribute)}>
                {data.reasons.map((reason) => (
                  <li key={reason.id} id={reason.id} className={styles.reason}>
                    {reason.text}
                  </li>
                ))}
              </ul>
            </Text>
            {/*
              The form again, filled in with what was typed: only the contact function can fill it (a prerendered
              page cannot read the post), so it stays in a template here and the function puts it in the page.
            */}
            <template {...slot(NOT_SENT_PAGE.formAttribute)}>
              <Card padding="lg" gap={6}>
                <Heading as="h2" size="2xl" id={FORM_HEADING_ID}>
                  {data.form.heading}
                </Heading>
                <Island island={data.form.island} />
              </Card>
            </template>
            <template {...slot(NOT_SENT_PAGE.fieldErrorAttribute)}>
              <FieldError id={NOT_SENT_PAGE.fieldErrorId}>
                {NOT_SENT_PAGE.fieldErrorText}
              </FieldError>
            </template>
            <Stack gap={6} {...slot(NOT_SENT_PAGE.backAttribute)}>
              <Text>{data.backHint}</Text>
              {actions}
            </Stack>
            <Text>
              <a href={data.email.href}>{data.emailHint}</a>
            </Text>
          </Stack>
        )}
      </PageHeader>
    </SectionBoundary>
  );
}
