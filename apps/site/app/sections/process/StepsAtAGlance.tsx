import { MotifBand, Picture, StepIndex } from '@agency/ui';
import type { Route } from '../../routes/+types/process';

type StepsData = Route.ComponentProps['loaderData']['stepsAtAGlance'];

/**
 * The page's moment of scale: the studio's lens across the full width, light gathered into one point, and under
 * its beam the six steps, each a link to where it is told.
 */
export function StepsAtAGlance({ data }: { data: StepsData }) {
  return (
    <MotifBand
      id="steps"
      aria-label={data.label}
      // The lens and its spark sit between 36 % and 82 % of the drawing: phones crop around them.
      focus={0.6}
      motif={
        <Picture
          image={data.motif}
          decorative
          // On a phone the lens is the largest thing in the first screen: fetched with the page, not after layout.
          priority
          sizes="(min-width: 1600px) 1600px, (min-width: 768px) 100vw, 170vw"
        />
      }
    >
      <StepIndex steps={data.steps} />
    </MotifBand>
  );
}
