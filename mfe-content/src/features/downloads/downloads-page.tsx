import { use } from 'react';
import { ROUTES, apiSettings } from 'shared-contracts';
import { LIGHT_ENDPOINTS, lightUrl } from 'shared-contracts/light-call';
import { PUBLIC_FORMS } from 'shared-contracts/public-forms';
import { Anchor, PageHeading, Paper, Stack, Text, Title } from 'ui-kit';
import { ContentBlocks } from '../../components/content-blocks';
import { loadPage } from '../../content/loaders';

/**
 * /forms (spec §2 downloads): the blank forms, each a PDF the API generates for the visitor's company. The links are
 * written from the list and the endpoint's path without the API layer (issue 17, docs/decisions/060): the page makes no
 * call, so it needs neither the client nor zod.
 */
export default function DownloadsPage() {
  const page = use(loadPage('forms'));
  const api = apiSettings().options;
  // as getApi() did: a host that has not configured the API is a defect to see, not links to nowhere
  if (!api) throw new Error('The API client is not configured: the host calls configureApi({...}) at start-up.');
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
                <Anchor href={lightUrl(api, LIGHT_ENDPOINTS.downloadPublicForm, { document: form.id })} target="_blank" rel="noopener">
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
