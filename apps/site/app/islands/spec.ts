import type { ContactFormProps } from '~/components/ContactForm/ContactForm';
import type { IslandBoundaryCopy } from './IslandRoot';
import type { TestimonialCarouselProps } from './TestimonialCarousel';

/** Each island's props: what the prerendered page passes to it (in its container's `data-island`). */
export interface IslandProps {
  'contact-form': Pick<ContactFormProps, 'id' | 'copy' | 'labelledBy'>;
  testimonials: TestimonialCarouselProps;
}

export type IslandName = keyof IslandProps;

/** What a container's `data-island` attribute holds. */
export interface IslandSpec<Name extends IslandName = IslandName> {
  name: Name;
  /**
   * `identifierPrefix` of the island's root: ids from `useId` stay unique between two islands of a page. Preact
   * hydrates without changing attributes, so the prerendered ids stay; the form's fields take explicit ids.
   */
  id: string;
  props: IslandProps[Name];
  boundary: IslandBoundaryCopy;
}

/** An island as the prerendered page carries it: its spec (JSON, for `data-island`) and its root's HTML. */
export interface IslandMarkup {
  spec: string;
  html: string;
}

/** The attribute that marks an island's container. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Set on a container while its island waits for its start, to what it waits for (`near` or `touch`, from
 * `ISLAND_START`): the islands script has taken charge of it.
 */
export const ISLAND_WAITING_ATTRIBUTE = 'data-island-waiting';

/** Set on a container once its root runs (hydrated, or showing its boundary because its code did not load). */
export const ISLAND_RUNNING_ATTRIBUTE = 'data-island-running';
