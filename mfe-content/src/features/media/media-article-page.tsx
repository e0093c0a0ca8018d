import { lazy, use } from 'react';
import { formatDate, href, COMPANIES, useSession } from 'shared-contracts';
import { PageHeading, Stack, Text, usePageMeta } from 'ui-kit';
import { ContentBlocks } from '../../components/content-blocks';
import { TextLink } from '../../components/text-link';
import { loadMediaArticle } from './load-media';

// the 404 screen (and the API client it logs with) is loaded only for a name that does not exist
const NotFoundPage = lazy(() => import('../pages/not-found-page'));

/** One media article (spec §2 /media/...): its own title and description. */
export default function MediaArticlePage({ slug }: { slug: string }) {
  // a calendar date (an article's): the same day in every zone, printed by the one date function
  const timeZone = COMPANIES[useSession((s) => s.company)].timeZone;
  const article = use(loadMediaArticle(slug));
  usePageMeta(article?.title, article?.description);
  if (!article) return <NotFoundPage />;
  return (
    <Stack gap={0} maw={760} component="article">
      <Text size="sm" mb="xs">
        <TextLink to={href('media')}>Media</TextLink>
      </Text>
      <PageHeading>{article.title}</PageHeading>
      <Text size="sm" c="dark.5" mt="xs">
        Published <time dateTime={article.date}>{formatDate(article.date, timeZone)}</time>
      </Text>
      <Text size="lg" mt="md">
        {article.description}
      </Text>
      <ContentBlocks blocks={article.body} />
      <Text mt="xl">
        <TextLink to={href('media')}>All news and articles</TextLink>
      </Text>
    </Stack>
  );
}
