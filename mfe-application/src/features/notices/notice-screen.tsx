import { ROUTES, href, type RouteId } from 'shared-contracts';
import { Anchor, PageHeading, Stack, Text } from 'ui-kit';
import { Link } from 'ui-kit/router';

/** Session expired, record not found and link expired: the heading and what the applicant can do next. */
export default function NoticeScreen({ routeId }: { routeId: RouteId }) {
  const route = ROUTES[routeId];
  return (
    <Stack gap="md">
      <PageHeading>{route.title}</PageHeading>
      <Text>{route.description}</Text>
      <Text>
        <Anchor component={Link} to={href('newForm')}>
          Start a new application
        </Anchor>{' '}
        or <Anchor component={Link} to={href('track')}>track an application</Anchor>.
      </Text>
    </Stack>
  );
}
