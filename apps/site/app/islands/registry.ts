import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './spec';

/** The code of each island, loaded by the islands script for the islands a page has. */
export const islandComponents: {
  [Name in IslandName]: () => Promise<ComponentType<IslandProps[Name]>>;
} = {
  'contact-form': () =>
    import('~/components/ContactForm/ContactForm').then((module) => module.ContactForm),
  testimonials: () => import('./TestimonialCarousel').then((module) => module.TestimonialCarousel),
};
