import { lazy, use } from 'react';
import { COMPANIES, routeMeta, useSession } from 'shared-contracts';
import { PageHeading, Stack } from 'ui-kit';
import { ContentBlocks } from '../../components/content-blocks';
import { loadPage } from '../../content/loaders';
import type { InformationRouteId } from './information-routes';
import { FaqTeasers } from './faq-teasers';

const AccordionSections = lazy(() => import('./accordion-sections').then((m) => ({ default: m.AccordionSections })));

export default function InformationPage({ routeId }: { routeId: InformationRouteId }) {
  const company = COMPANIES[useSession((s) => s.company)];
  const page = use(loadPage(routeId));
  if (!page) throw new Error(`No content for the ${routeId} page`);
  return (
    <Stack gap={0} maw={760}>
      <PageHeading>{routeMeta(routeId, company).title}</PageHeading>
      {page.layout === 'accordion' ? <AccordionSections blocks={page.body} /> : <ContentBlocks blocks={page.body} />}
      {page.teasers.length > 0 && <FaqTeasers teasers={page.teasers} />}
    </Stack>
  );
}
