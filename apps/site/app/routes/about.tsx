import { aboutPage, aboutStats, coreValues, getPerson, pageLabels, teams } from '@agency/content';
import { iconNode } from '~/components/Icon/icon-nodes.server';
import { Approach } from '~/sections/about/Approach';
import { CoreValues } from '~/sections/about/CoreValues';
import { MissionVision } from '~/sections/about/MissionVision';
import { Teams } from '~/sections/about/Teams';
import { StatRow } from '@agency/ui';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/about';
import { CtaSection, PageHeader } from '~/sections/page';

/** Build time: exactly what /about renders. */
export function loader() {
  return {
    meta: routeMeta('/about'),
    jsonLd: [breadcrumbSchema('/about')],
    header: {
      title: aboutPage.heading,
      intro: aboutPage.intro,
      stats: aboutStats.map(({ value, label }) => ({ value, label })),
    },
    mission: aboutPage.mission,
    vision: aboutPage.vision,
    values: {
      heading: aboutPage.valuesHeading,
      values: coreValues.map((value) => ({
        title: value.title,
        description: value.description,
        icon: iconNode(value.icon),
      })),
    },
    approach: {
      heading: aboutPage.approach.heading,
      paragraphs: aboutPage.approach.paragraphs,
      expertiseHeading: aboutPage.expertiseHeading,
      expertise: aboutPage.expertise,
    },
    teams: {
      heading: aboutPage.teamsHeading,
      intro: aboutPage.teamsIntro,
      teams: teams.map((team) => ({
        id: team.id,
        name: team.name,
        description: team.description,
        icon: iconNode(team.icon),
        focus: team.focus,
        lead: {
          ...getPerson(team.lead.personId),
          label: pageLabels.teamLead,
          line: team.lead.line,
        },
      })),
    },
    cta: aboutPage.cta,
  };
}

export const meta = metaFromLoader;

export default function About({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <SectionBoundary name="About Header">
        <PageHeader id="about-intro" title={data.header.title} intro={data.header.intro}>
          <StatRow stats={data.header.stats} />
        </PageHeader>
      </SectionBoundary>
      <SectionBoundary name="Mission & Vision">
        <MissionVision mission={data.mission} vision={data.vision} />
      </SectionBoundary>
      <SectionBoundary name="Core Values">
        <CoreValues data={data.values} />
      </SectionBoundary>
      <SectionBoundary name="Our Approach">
        <Approach data={data.approach} />
      </SectionBoundary>
      <SectionBoundary name="Our Teams">
        <Teams data={data.teams} />
      </SectionBoundary>
      <SectionBoundary name="Call to Action">
        <CtaSection id="about-cta" cta={data.cta} variant="line" />
      </SectionBoundary>
    </>
  );
}
