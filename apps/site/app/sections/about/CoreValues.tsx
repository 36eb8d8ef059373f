import { LedgerList, Section } from '@agency/ui';
import { Icon } from '~/components/Icon';
import type { Route } from '../../routes/+types/about';

type ValuesData = Route.ComponentProps['loaderData']['values'];

/** The six core values as a ledger: dense rows of type after the open statement band, not another card grid. */
export function CoreValues({ data }: { data: ValuesData }) {
  return (
    <Section id="values" title={data.heading}>
      <LedgerList
        rows={data.values.map((value) => ({
          title: value.title,
          description: value.description,
          icon: <Icon node={value.icon} />,
        }))}
      />
    </Section>
  );
}
