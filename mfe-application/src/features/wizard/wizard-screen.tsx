import { COMPANIES, PRODUCT_NAME, ROUTES, useSession, type RouteId } from 'shared-contracts';
import { Group, PageHeading, Stack, Text, Box } from 'ui-kit';
import { Badge } from 'ui-kit/widgets';

const STEP_OF: Partial<Record<RouteId, number>> = { newForm: 1, newFormStep1: 1, form: 1, formStep1: 1, formStep2: 2, formStep3: 3, formStep4: 4 };

/** The wizard frame: heading of §2 and the steps bar (4 steps, or 3 for the asset variants). */
export default function WizardScreen({ routeId }: { routeId: RouteId }) {
  const company = useSession((s) => s.company);
  const steps = COMPANIES[company].steps;
  const current = STEP_OF[routeId];
  const heading = routeId === 'renew' ? `Renew your ${PRODUCT_NAME} Card` : `Apply for an ${PRODUCT_NAME} Card`;
  return (
    <Stack gap="lg">
      <PageHeading>{heading}</PageHeading>
      {current !== undefined && (
        <Box component="nav" aria-label="Application steps">
          <Group component="ol" gap="xs" style={{ listStyle: 'none', padding: 0 }}>
            {steps.map((name: string, index: number) => (
              <li key={name} aria-current={index + 1 === current ? 'step' : undefined}>
                <Badge variant={index + 1 === current ? 'filled' : 'light'} size="lg">
                  {index + 1}. {name}
                </Badge>
              </li>
            ))}
          </Group>
        </Box>
      )}
      <Text>{ROUTES[routeId].description}</Text>
    </Stack>
  );
}
