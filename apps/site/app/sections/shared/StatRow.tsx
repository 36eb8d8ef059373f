import { StatTile } from '@agency/ui';
import * as styles from './shared.css';
import type { StatData } from './types';
import { keepListSemantics } from './listSemantics';

/** Four headline figures in a row (2 × 2 on phones). */
export function StatRow({ stats, className }: { stats: readonly StatData[]; className?: string }) {
  return (
    <ul className={[styles.statRow, className].filter(Boolean).join(' ')} {...keepListSemantics}>
      {stats.map((stat) => (
        <StatTile
          key={stat.label}
          as="li"
          value={stat.value}
          label={stat.label}
          description={stat.description}
        />
      ))}
    </ul>
  );
}
