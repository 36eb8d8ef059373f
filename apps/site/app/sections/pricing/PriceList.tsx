import { Fold, Heading, Section, Stack, Text, VisuallyHidden } from '@agency/ui';
import { stickyAside } from '../page';
import * as styles from './PriceList.css';
import type { Route } from '../../routes/+types/pricing';

type PriceListData = Route.ComponentProps['loaderData']['prices'];

/**
 * Starting prices by category: the category name and description beside its items, each price
 * right-aligned in tabular numerals under a 'Starting at' label. On phones and tablets each
 * category is its name and a toggle that says how many prices it holds and from how much; its
 * description and items fold behind the toggle (the description is drawn in one of its two places).
 */
export function PriceList({ data }: { data: PriceListData }) {
  return (
    <Section id="prices" title={data.heading} intro={data.intro}>
      <nav aria-labelledby="prices-heading" className={styles.jumpNav}>
        <Stack as="ul" direction="row" gap={2}>
          {data.categories.map((category) => (
            <li key={category.id}>
              <a href={`#pricing-${category.id}`} className={styles.jumpLink}>
                {category.name}
              </a>
            </li>
          ))}
        </Stack>
      </nav>
      <Stack gap={6}>
        {data.categories.map((category) => (
          <section
            key={category.id}
            id={`pricing-${category.id}`}
            aria-labelledby={`pricing-${category.id}-heading`}
            className={styles.category}
          >
            <Stack gap={3} className={stickyAside}>
              <Heading as="h3" size="2xl" id={`pricing-${category.id}-heading`}>
                {category.name}
              </Heading>
              <Text size="sm" className={styles.wideOnly}>
                {category.description}
              </Text>
            </Stack>
            <Fold
              summary={
                <>
                  <VisuallyHidden>{category.name}: </VisuallyHidden>
                  {category.toggle}
                </>
              }
            >
              <Text size="sm" className={styles.narrowOnly}>
                {category.description}
              </Text>
              <Stack as="ul" gap={0}>
                {category.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <Heading as="h4" size="md" className={styles.itemName}>
                      {item.name}
                    </Heading>
                    <Text size="sm" tone="muted" className={styles.itemDescription}>
                      {item.description}
                    </Text>
                    <Stack as="p" gap={0} align="end" className={styles.itemPrice}>
                      <span className={styles.priceLabel}>{data.startingAtLabel}</span>
                      <span className={styles.priceAmount}>{item.price}</span>
                    </Stack>
                  </li>
                ))}
              </Stack>
            </Fold>
          </section>
        ))}
      </Stack>
    </Section>
  );
}
