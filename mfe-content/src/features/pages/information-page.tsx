import { ROUTES, href, type RouteId } from 'shared-contracts';
import { Anchor, PageHeading, Stack, Text } from 'ui-kit';
import { Link } from 'ui-kit/router';

/** An information page: its heading and summary from the route table; the full content arrives with the content issue. */
export default function InformationPage({ routeId }: { routeId: RouteId }) {
  const route = ROUTES[routeId];
  return (
    <Stack gap="md">
      <PageHeading>{route.title}</PageHeading>
      <Text size="lg">{route.description}</Text>
      <Text>
        <Anchor component={Link} to={href('home')}>
          Back to the home page
        </Anchor>
      </Text>
    </Stack>
  );
}
