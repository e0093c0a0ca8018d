import { useEffect } from 'react';
import { ROUTES, href } from 'shared-contracts';
import { PageHeading, Stack, Text, usePageMeta } from 'ui-kit';
import { useLocation } from 'ui-kit/router';
import { TextLink } from '../../components/text-link';

export default function NotFoundPage() {
  const location = useLocation();
  usePageMeta(ROUTES.notFound.title, ROUTES.notFound.description);
  useEffect(() => {
    if (location.pathname === href('notFound') || location.pathname === href('page404')) return;
    // the domain with its schemas is fetched for the log, not with this screen, which every route prefetches
    import(/* webpackChunkName: "content-calls" */ 'shared-contracts/content')
      .then(({ contentApi }) => contentApi.log404({ query: { uri: location.pathname + location.search } }))
      .catch(() => undefined);
  }, [location.pathname, location.search]);
  return (
    <Stack gap="md">
      <PageHeading>Page not found</PageHeading>
      <Text>If you typed the web address, check it is correct. If you pasted it, check you copied the entire address.</Text>
      <Text>
        <TextLink to={href('home')}>Go to the home page</TextLink>{' '}
        or read the <TextLink to={href('faq')}>frequently asked questions</TextLink>.
      </Text>
    </Stack>
  );
}
