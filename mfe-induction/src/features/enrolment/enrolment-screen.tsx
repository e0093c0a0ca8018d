import { startTransition, useState } from 'react';
import { COMPANIES, PRODUCT_NAME, useSession } from 'shared-contracts';
import { inductionApi, type IssuingBody } from 'shared-contracts/induction';
import { PageHeading, Skeleton, Stack, Text, useLoad } from 'ui-kit';
import { EnrolmentForm } from './enrolment-form';

async function cardIssuingBodies(signal: AbortSignal): Promise<IssuingBody[]> {
  return (await inductionApi.issuingBodies({ signal })).filter((b) => b.Cardtype === PRODUCT_NAME);
}

export default function EnrolmentScreen() {
  const company = useSession((s) => s.company);
  const [bodies, setBodies] = useState<IssuingBody[] | null>(null);
  const spa = COMPANIES[company].views.enrolment === 'port-authority';

  useLoad(cardIssuingBodies, (list) => startTransition(() => setBodies(list)), () => setBodies([]), []);

  return (
    <Stack gap="md">
      <PageHeading>{spa ? `${COMPANIES[company].name} induction enrolment` : 'Induction enrolment'}</PageHeading>
      {spa ? (
        <Text>
          Before you work at a {COMPANIES[company].name} port you complete its port induction online. Enrol with your {PRODUCT_NAME} details below; we email you a link,
          and you can take the induction on your phone or computer.
        </Text>
      ) : (
        <Text>
          Already hold an {PRODUCT_NAME}, or have applied for one? Enrol for the online induction with the details of your card. We email you a link to each
          induction, and you can leave and come back at any time.
        </Text>
      )}
      {bodies ? (
        <EnrolmentForm company={company} issuingBodies={bodies} variant={COMPANIES[company].views.enrolment} />
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the enrolment form">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
    </Stack>
  );
}
