import { ISLAND_ATTRIBUTE, type IslandMarkup } from './spec';
import * as styles from './Island.css';
import './styles';

/**
 * An island's container: the HTML its root rendered at build time, and what the islands script needs to hydrate
 * it. React never hydrates the page around it, so the markup inside is left as it is.
 */
export function Island({ island }: { island: IslandMarkup }) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: island.spec }}
      className={styles.container}
      dangerouslySetInnerHTML={{ __html: island.html }}
    />
  );
}
