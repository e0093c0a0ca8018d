import { ROUTES, type Company, type RouteId } from 'shared-contracts';
import { PageHeading, usePageMeta } from 'ui-kit';
import { useLocation } from 'ui-kit/router';
import { wizardHeading } from './model/new-form';
import { useDraftSelect } from './form/wizard-form';

export function WizardHeading({ company, routeId, step }: { company: Company; routeId: RouteId; step: number }) {
  const heading = useDraftSelect((draft) => wizardHeading(draft, company));
  const location = useLocation();
  const stepName = company.steps[step - 1];
  return (
    <>
      {/* set again after each navigation: the host sets the route's own title first */}
      <PageTitle key={location.key} title={stepName ? `${heading}: ${stepName}` : heading} description={ROUTES[routeId].description} />
      <PageHeading>{heading}</PageHeading>
    </>
  );
}

function PageTitle({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}
