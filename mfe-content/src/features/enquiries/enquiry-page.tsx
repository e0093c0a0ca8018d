import { use } from 'react';
import { COMPANIES, ROUTES, useSession } from 'shared-contracts';
import { PageHeading, Stack, Text } from 'ui-kit';
import { ContentBlocks } from '../../components/content-blocks';
import { loadPage } from '../../content/loaders';
import { EnquiryForm } from './enquiry-form';

export default function EnquiryPage({ routeId }: { routeId: 'contactUs' | 'companyAccounts' }) {
  const page = use(loadPage(routeId));
  const company = useSession((s) => s.company);
  return (
    <Stack gap="md">
      <Stack gap={0} maw={760}>
        <PageHeading>{ROUTES[routeId].title}</PageHeading>
        {page && <ContentBlocks blocks={page.body} />}
        <Text>
          Prefer to call? Phone us on <strong>{COMPANIES[company].supportPhone}</strong>, Monday to Friday, 8:30 am to 5 pm.
        </Text>
      </Stack>
      <EnquiryForm type={routeId === 'contactUs' ? 'General Enquiries' : 'Company Enquiries'} />
    </Stack>
  );
}
