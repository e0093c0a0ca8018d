import { lazy, use } from 'react';
import { formatDate, href, COMPANIES, useSession } from 'shared-contracts';
import { PageHeading, Stack, Text, usePageMeta } from 'ui-kit';
import { ContentBlocks } from '../../components/content-blocks';
import { TextLink } from '../../components/text-link';
import { loadMediaArticle } from './load-media';

const NotFoundPage = lazy(() => import('../pages/not-found-page'));

export default function MediaArticlePage({ slug }: { slug: string }) {
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
