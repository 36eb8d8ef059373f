import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import * as shared from '../shared/shared.css';
import * as styles from './about.css';
import { keepListSemantics } from '../shared/listSemantics';
import { pageStyles as page } from '../page';

export interface TeamData {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly icon: IconNode;
  readonly focus: readonly string[];
}

export interface TeamsData {
  readonly heading: string;
  readonly intro: string;
  readonly teams: readonly TeamData[];
}

/** The Design, Engineering and Strategy teams. */
export function Teams({ data }: { data: TeamsData }) {
  return (
    <Section id="teams" title={data.heading} intro={data.intro} tone="raised">
      <Grid as="ul" columns={3} gap={6}>
        {data.teams.map((team) => (
          <Card as="li" key={team.id} padding="lg" className={`${styles.team} ${shared.raisedCard}`}>
            <span className={shared.iconBadge} aria-hidden="true">
              <Icon node={team.icon} />
            </span>
            <Heading as="h3" size="xl">
              {team.name}
            </Heading>
            <Text>{team.description}</Text>
            <ul className={`${page.chips} ${styles.teamFocus}`} {...keepListSemantics}>
              {team.focus.map((item) => (
                <li key={item} className={page.chip}>
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
