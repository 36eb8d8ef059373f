import { findRoute, formatLegalDate, getLegalDocument, pageLabels } from '@agency/content';
import { LegalDocument } from '~/sections/legal/LegalDocument';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/legal';

/** Build time: the document of this path (three routes share this module). */
export function loader({ url }: Route.LoaderArgs) {
  const route = findRoute(url.pathname);
  if (!route?.legalId) throw new Response('Not Found', { status: 404 });
  const document = getLegalDocument(route.legalId);
  return {
    meta: routeMeta(route.path, { type: 'article' }),
    jsonLd: [breadcrumbSchema(route.path)],
    document: {
      title: document.title,
      intro: document.intro,
      lastUpdatedLabel: pageLabels.lastUpdated,
      lastUpdated: document.lastUpdated,
      lastUpdatedText: formatLegalDate(document.lastUpdated),
      sections: document.sections,
    },
  };
}

export const meta = metaFromLoader;

export default function Legal({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <SectionBoundary name={data.document.title}>
        <LegalDocument data={data.document} />
      </SectionBoundary>
    </>
  );
}
