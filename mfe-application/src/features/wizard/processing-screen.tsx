import { useEffect, useRef } from 'react';
import { href } from 'shared-contracts';
import { MESSAGES, formStepsApi } from 'shared-contracts/form';
import { Anchor, PageHeading, Stack, Text } from 'ui-kit';
import { Link, useParams } from 'ui-kit/router';
import { takeConfirmFailure } from './confirm/confirm-failure';
import { draftHome } from './model/draft';

export default function ProcessingScreen() {
  const { id } = useParams();
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const failure = takeConfirmFailure();
    const formId = Number(id);
    if (!failure || failure.peopleCall || !Number.isInteger(formId)) return;
    void formStepsApi.postFormError({ params: { id: formId }, body: { error: failure.message, user: draftHome.get() } }).catch(() => undefined);
  }, [id]);
  return (
    <Stack gap="md">
      <PageHeading>Processing your application</PageHeading>
      <Text>{MESSAGES.processingError}</Text>
      <Text>Your answers are saved. You can try again from the summary, or contact us and quote reference {id}.</Text>
      {id && (
        <Anchor component={Link} to={href('formStep4', { id })}>
          Return to the summary
        </Anchor>
      )}
    </Stack>
  );
}
