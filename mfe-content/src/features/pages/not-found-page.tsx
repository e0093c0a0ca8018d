import { useEffect } from 'react';
import { ROUTES, href } from 'shared-contracts';
import { PageHeading, Stack, Text, usePageMeta } from 'ui-kit';
import { useLocation } from 'ui-kit/router';
import { TextLink } from '../../components/text-link';

/** The 404 screen; the missing address is logged (GET {api}/404?uri=, spec §7; the answer and a failure are ignored). */
export default function NotFoundPage() {
  const location = useLocation();
  // also shown for a question or an article that does not exist, whose route has another title
  usePageMeta(ROUTES.notFound.title, ROUTES.notFound.description);
  useEffect(() => {
    if (location.pathname === href('notFound') || location.pathname === href('page404')) return;
    // the content domain is fetched for the log, not with the screen: every route's visit prefetches this screen (the
    // shell's fallback for an unknown address), and the domain with its schemas is 12 KB of it
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
