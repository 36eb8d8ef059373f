import { Byline, Card, ChipList, Grid, Heading, IconBadge, Section, Text } from '@agency/ui';
import { Icon } from '~/components/Icon';
import * as styles from './Teams.css';
import type { Route } from '../../routes/+types/about';

type TeamsData = Route.ComponentProps['loaderData']['teams'];

/** The Design, Engineering and Strategy teams, each with its lead. */
export function Teams({ data }: { data: TeamsData }) {
  return (
    <Section id="teams" title={data.heading} intro={data.intro}>
      <Grid as="ul" columns={3} gap={6}>
        {data.teams.map((team) => (
          <Card as="li" key={team.id} padding="lg" gap={4}>
            <IconBadge>
              <Icon node={team.icon} />
            </IconBadge>
            <Heading as="h3" size="xl">
              {team.name}
            </Heading>
            <Text>{team.description}</Text>
            <ChipList items={team.focus} />
            <Byline
              className={styles.lead}
              label={team.lead.label}
              name={team.lead.name}
              position={team.lead.role}
              note={team.lead.line}
            />
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
