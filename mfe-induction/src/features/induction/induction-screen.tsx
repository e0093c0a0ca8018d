import { ROUTES, href, type RouteId } from 'shared-contracts';
import { Anchor, PageHeading, Stack, Text } from 'ui-kit';
import { Link, useParams } from 'ui-kit/router';

export default function Screen({ routeId }: { routeId: RouteId }) {
  const route = ROUTES[routeId];
  const params = useParams();
  return (
    <Stack gap="md">
      <PageHeading>{route.title}</PageHeading>
      <Text>{route.description}</Text>
      {Object.keys(params).length > 0 && (
        <Text size="sm" c="dark.6">
          Reference: {Object.values(params).join(' / ')}
        </Text>
      )}
      <Text>
        <Anchor component={Link} to={href('home')}>
          Back to the home page
        </Anchor>
      </Text>
    </Stack>
  );
}
