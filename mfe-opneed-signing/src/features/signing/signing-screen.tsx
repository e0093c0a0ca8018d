import { Suspense, lazy, useState } from 'react';
import { href, withArticle } from 'shared-contracts';
import { applicationCardWording } from 'shared-contracts/signing';
import { PageHeading, Skeleton, Stack, Text } from 'ui-kit';
import { Navigate, useParams } from 'ui-kit/router';
import { loadSignedPanel, loadSigningForm, useSigningFormData } from './use-signing-form-data';

const SigningForm = lazy(() => loadSigningForm().then((m) => ({ default: m.SigningForm })));
const SignedPanel = lazy(() => loadSignedPanel().then((m) => ({ default: m.SignedPanel })));

export default function SigningScreen() {
  const { id, refId } = useParams();
  const load = useSigningFormData(id, refId);
  const [justSigned, setJustSigned] = useState(false);

  if (load.status === 'failed' || !refId) return <Navigate to={href('page404')} replace />;
  if (load.status === 'loading') {
    return (
      <Stack gap="md" aria-busy="true">
        <PageHeading>Operational need form</PageHeading>
        <Skeleton height={24} width="70%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  const { data } = load;
  const person = data.form.person;
  const applicant = [person.Firstname, person.Middlenames, person.Surname].filter(Boolean).join(' ');
  const signed = data.form.signed || justSigned;
  return (
    <Stack gap="lg">
      <PageHeading>Operational need form</PageHeading>
      <Text size="lg">
        {applicant} has applied for {withArticle(applicationCardWording(data.form.cards ?? []))} and named you as their employer or sponsor.{' '}
        {signed ? '' : 'Please check their operational need, fill in your details and sign below.'}
      </Text>
      {data.form.regional && !signed && <Text>This form is for access to a regional port: choose the port the applicant needs.</Text>}
      <Suspense fallback={<Skeleton height={320} />}>
        {signed ? (
          <SignedPanel peopleId={person.Id} refId={refId} justSigned={justSigned} />
        ) : (
          <SigningForm peopleId={person.Id} refId={refId} data={data} onSigned={() => setJustSigned(true)} />
        )}
      </Suspense>
    </Stack>
  );
}
