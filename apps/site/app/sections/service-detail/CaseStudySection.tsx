import { CaseStudy, Picture } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import type { Route } from '../../routes/+types/service-detail';

type CaseStudyData = Route.ComponentProps['loaderData']['caseStudy'];

/** The container's width (lg) on wide screens, the page's width less its gutters below it. */
const PRODUCT_SIZES = '(min-width: 1280px) 1200px, calc(100vw - 2.5rem)';
/** At most 28rem (the aside column on wide screens), the page's width on a phone. */
const DETAIL_SIZES = '(min-width: 488px) 448px, calc(100vw - 2.5rem)';

/** The service's case study: the proof of the work, at full width under the overview. */
export function CaseStudySection({ data }: { data: CaseStudyData }) {
  const { visual, detail, ...study } = data;
  return (
    <CaseStudy
      id="case-study"
      {...study}
      visual={<Picture image={visual.image} alt={visual.alt} sizes={PRODUCT_SIZES} />}
      detail={<Picture image={detail.image} alt={detail.alt} sizes={DETAIL_SIZES} />}
      linkComponent={RouterLink}
    />
  );
}
