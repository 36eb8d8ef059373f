import { Icon, type IconNode } from '~/components/Icon';
import { ActionLink } from '../shared/ActionLink';
import * as shared from '../shared/shared.css';
import type { LinkData } from '../shared/types';
import { Breadcrumbs, type BreadcrumbData } from './Breadcrumbs';
import * as styles from './detail.css';
import { PageHeader } from '../page';

export interface DetailHeaderData {
  readonly title: string;
  readonly intro: string;
  readonly icon: IconNode;
  readonly breadcrumbLabel: string;
  readonly breadcrumbs: readonly BreadcrumbData[];
  readonly startingAtLabel: string;
  readonly startingAt: string;
  readonly primary: LinkData;
  readonly secondary?: LinkData | undefined;
}

/** Breadcrumbs, the service name as h1, its intro, the lowest starting price and two actions. */
export function DetailHeader({ data }: { data: DetailHeaderData }) {
  return (
    <PageHeader
      id="service-intro"
      title={data.title}
      intro={data.intro}
      before={<Breadcrumbs label={data.breadcrumbLabel} items={data.breadcrumbs} />}
    >
      <div className={styles.headerRow}>
      <div className={styles.headerMeta}>
        <span className={`${shared.iconBadge} ${styles.headerIcon}`} aria-hidden="true">
          <Icon node={data.icon} />
        </span>
        <p className={styles.startingAt}>
          <span className={styles.startingAtLabel}>{data.startingAtLabel}</span>{' '}
          <span className={styles.startingAtPrice}>{data.startingAt}</span>
        </p>
      </div>
      <div className={styles.headerActions}>
        <ActionLink link={data.primary} size="lg" />
        {data.secondary ? <ActionLink link={data.secondary} size="lg" variant="secondary" /> : null}
      </div>
      </div>
    </PageHeader>
  );
}
