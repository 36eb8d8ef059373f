import { CtaBand, type CtaBandVariant } from '@agency/ui';
import { ActionLink } from '../shared/ActionLink';
import type { LinkData } from '../shared/types';

export interface CtaData {
  readonly heading: string;
  readonly text: string;
  readonly primary: LinkData;
  readonly secondary?: LinkData | undefined;
}

/**
 * The closing call to action of a page: one primary and one secondary link, in the composition the page asks for
 * (`panel`, `split` or `line`, see the ui's CtaBand) so that pages do not all end alike.
 */
export function CtaSection({
  id,
  cta,
  variant = 'panel',
}: {
  id: string;
  cta: CtaData;
  variant?: CtaBandVariant;
}) {
  const stacked = variant === 'split';
  return (
    <CtaBand
      id={id}
      variant={variant}
      heading={cta.heading}
      text={cta.text}
      actions={
        <>
          <ActionLink link={cta.primary} size="lg" fullWidth={stacked} />
          {cta.secondary ? (
            <ActionLink link={cta.secondary} size="lg" variant="secondary" fullWidth={stacked} />
          ) : null}
        </>
      }
    />
  );
}
