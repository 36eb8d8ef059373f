import { Carousel, Testimonial } from '@agency/ui';

export interface TestimonialCarouselProps {
  /** The carousel's accessible name (the section heading). */
  label: string;
  items: readonly {
    id: string;
    quote: string;
    author: string;
    position: string;
    company: string;
    /** The case study of the work quoted. */
    link?: { href: string; label: string };
  }[];
}

/** Client Words: the three quotes cross-fade every 6 s (1 s transition); dots pick one. */
export function TestimonialCarousel({ label, items }: TestimonialCarouselProps) {
  return (
    <Carousel
      label={label}
      interval={6000}
      transition={1000}
      items={items}
      renderItem={(item) => (
        <Testimonial
          quote={item.quote}
          author={item.author}
          position={item.position}
          company={item.company}
          link={item.link}
          size="xl"
          framed={false}
        />
      )}
    />
  );
}
