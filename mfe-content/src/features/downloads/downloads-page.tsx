import { use } from 'react';
import { ROUTES, urlFor } from 'shared-contracts';
import { contentEndpoints, PUBLIC_FORMS } from 'shared-contracts/content';
import { Anchor, PageHeading, Paper, Stack, Text, Title } from 'ui-kit';
import { ContentBlocks } from '../../components/content-blocks';
import { loadPage } from '../../content/loaders';

export default function DownloadsPage() {
  const page = use(loadPage('forms'));
  return (
    <Stack gap="md" maw={760}>
      <Stack gap={0}>
        <PageHeading>{ROUTES.forms.title}</PageHeading>
        {page && <ContentBlocks blocks={page.body} />}
      </Stack>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {PUBLIC_FORMS.map((form) => (
          <li key={form.id}>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4">
                <Anchor href={urlFor(contentEndpoints.downloadPublicForm, { document: form.id })} target="_blank" rel="noopener">
                  {form.title}
                  <Text component="span" size="sm" fw={400}>
                    {' '}
                    (PDF, opens in a new tab)
                  </Text>
                </Anchor>
              </Title>
              <Text mt={4}>{form.description}</Text>
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
