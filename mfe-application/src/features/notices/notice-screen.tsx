import { ROUTES, href, type RouteId } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/form';
import { Anchor, PageHeading, Stack, Text } from 'ui-kit';
import { Link, useSearchParams } from 'ui-kit/router';

export default function NoticeScreen({ routeId }: { routeId: RouteId }) {
  const [params] = useSearchParams();
  const notSaved = params.get('formNotSaved') === 'true';
  const induction = params.has('induction');
  const message =
    routeId === 'sessionExpired'
      ? notSaved
        ? MESSAGES.sessionExpiredNotSaved
        : `${MESSAGES.sessionExpired}${induction ? ' Open your induction link again to continue where you stopped.' : ' We have emailed you a link to continue your application.'}`
      : MESSAGES.recordNotFound;
  return (
    <Stack gap="md">
      <PageHeading>{ROUTES[routeId].title}</PageHeading>
      <Text>{message}</Text>
      <Text>
        <Anchor component={Link} to={href('newForm')}>
          Start a new application
        </Anchor>{' '}
        or <Anchor component={Link} to={href('track')}>track an application</Anchor>.
      </Text>
    </Stack>
  );
}
