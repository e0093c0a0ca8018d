import { lazy, use } from 'react';
import { href } from 'shared-contracts';
import { Anchor, Box, PageHeading, Stack, Text, Title, usePageMeta } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { ContentBlocks } from '../../components/content-blocks';
import { TextLink } from '../../components/text-link';
import { loadFaq } from './load-faq';

const NotFoundPage = lazy(() => import('../pages/not-found-page'));

export default function QuestionPage({ slug }: { slug: string }) {
  const entry = use(loadFaq(slug));
  usePageMeta(entry?.question, entry?.description);
  if (!entry) return <NotFoundPage />;
  return (
    <Stack gap={0} maw={760}>
      <Text size="sm" mb="xs">
        <TextLink to={href('faq')}>Frequently asked questions</TextLink>{' '}
        › {entry.category}
      </Text>
      <PageHeading>{entry.question}</PageHeading>
      <ContentBlocks blocks={entry.body} />
      {entry.related.length > 0 && (
        <Box component="section" aria-labelledby="related-questions" mt="lg">
          <Title order={2} size="h3" id="related-questions" mb="xs">
            Related questions
          </Title>
          <Box component="ul" pl="xl" my={0}>
            {entry.related.map((r) => (
              <li key={r.slug}>
                <Anchor component={Link} to={href('question', { questionUrl: r.slug })}>
                  {r.question}
                </Anchor>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Text mt="xl">
        <TextLink to={href('faq')}>Back to all questions</TextLink>
      </Text>
    </Stack>
  );
}
