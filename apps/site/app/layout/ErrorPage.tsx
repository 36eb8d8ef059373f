import { PageErrorFallback } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { useRootData } from './root-data';

/**
 * The 'Something Went Wrong' page: Try Again (reloads), Go Home and a link to /contact, with the
 * texts from @agency/content (via the root loader; the ui defaults are the same words).
 */
export function ErrorPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const text = useRootData()?.errorFallback;
  return (
    <PageErrorFallback
      headingLevel={headingLevel}
      title={text?.title}
      message={text?.message}
      retryLabel={text?.tryAgainLabel}
      homeLabel={text?.goHome.label}
      homeHref={text?.goHome.href}
      contactLabel={text ? `${text.contactPrompt} ${text.contactLink.label}` : undefined}
      contactHref={text?.contactLink.href}
      linkComponent={RouterLink}
    />
  );
}
