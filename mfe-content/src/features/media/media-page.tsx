import { use } from 'react';
import { ROUTES, formatDate, href, COMPANIES, useSession } from 'shared-contracts';
import { Anchor, PageHeading, Stack, Text, Title } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { loadMediaIndex } from './load-media';

export default function MediaPage() {
  const timeZone = COMPANIES[useSession((s) => s.company)].timeZone;
  const articles = use(loadMediaIndex());
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <PageHeading>{ROUTES.media.title}</PageHeading>
        <Text size="lg">News about our service and about holding an MSIC or ASIC.</Text>
      </Stack>
      <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {articles.map((a) => (
          <li key={a.slug}>
            <article aria-labelledby={`article-${a.slug}`}>
              <Title order={2} size="h3" id={`article-${a.slug}`}>
                <Anchor component={Link} to={href('mediaArticle', { article: a.slug })}>
                  {a.title}
                </Anchor>
              </Title>
              <Text size="sm" c="dark.5" mt={4}>
                <time dateTime={a.date}>{formatDate(a.date, timeZone)}</time>
              </Text>
              <Text mt={4}>{a.description}</Text>
            </article>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
