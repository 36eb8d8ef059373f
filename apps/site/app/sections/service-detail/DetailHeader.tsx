import { Icon } from '~/components/Icon';
import { RouterLink } from '~/components/RouterLink';
import { ActionLink } from '../shared/ActionLink';
import { Breadcrumbs, Stack } from '@agency/ui';
import * as styles from './DetailHeader.css';
import { PageHeader } from '../page';
import type { Route } from '../../routes/+types/service-detail';

type DetailHeaderData = Route.ComponentProps['loaderData']['header'];

/** Breadcrumbs, the service name as h1, its intro, the lowest starting price and two actions. */
export function DetailHeader({ data }: { data: DetailHeaderData }) {
  return (
    <PageHeader
      id="service-intro"
      title={data.title}
      intro={data.intro}
      before={
        <Breadcrumbs
          label={data.breadcrumbLabel}
          items={data.breadcrumbs}
          linkComponent={RouterLink}
        />
      }
    >
      {/* The service's line icon, drawn large and faint as an illustration, not as a control; a hairline
          at this size, like the site's line icons at theirs. */}
      <span className={styles.illustration} aria-hidden="true">
        <Icon node={data.icon} strokeWidth={0.6} />
      </span>
      <Stack direction="row" align="center" justify="between" gap={6} className={styles.row}>
        <p className={styles.startingAt}>
          <span className={styles.startingAtLabel}>{data.startingAtLabel}</span>{' '}
          <span className={styles.startingAtPrice}>{data.startingAt}</span>
        </p>
        <Stack direction="row" align="center" gap={3}>
          <ActionLink link={data.primary} size="lg" />
          {data.secondary ? (
            <ActionLink link={data.secondary} size="lg" variant="secondary" />
          ) : null}
        </Stack>
      </Stack>
    </PageHeader>
  );
}
