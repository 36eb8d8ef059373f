import { componentError } from '@agency/content';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '~/components/ContactForm/ContactForm';
import { IslandRoot } from './IslandRoot';
import type { IslandMarkup, IslandName, IslandProps, IslandSpec } from './spec';
import { TestimonialCarousel } from './TestimonialCarousel';

const components: { [Name in IslandName]: ComponentType<IslandProps[Name]> } = {
  'contact-form': ContactForm,
  testimonials: TestimonialCarousel,
};

/**
 * Build time (a page loader): renders an island as a React root of its own, exactly as the islands script will
 * hydrate it, inside the boundary of the page section named `section`.
 */
export function renderIsland<Name extends IslandName>(
  name: Name,
  section: string,
  props: IslandProps[Name],
): IslandMarkup {
  const spec: IslandSpec<Name> = {
    name,
    id: `${name}-${section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`,
    props,
    boundary: {
      name: section,
      title: componentError.title,
      message: componentError.message(section),
      retryLabel: componentError.retryLabel,
    },
  };
  const Component = components[name] as ComponentType<IslandProps[Name]>;
  const html = renderToString(
    <IslandRoot boundary={spec.boundary}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: spec.id },
  );
  return { spec: JSON.stringify(spec), html };
}
