import { APP_TYPE, AUSTRALIA, COMPANIES, PRODUCT_NAME, href, sessionStore, useSession } from 'shared-contracts';
import { emptyApplicantDraft, formApi, validateRenewStart, type ApplicantDraft, type RenewStart } from 'shared-contracts/form';
import { PageHeading, SimpleGrid, Stack, Text } from 'ui-kit';
import { Button, Form, TextInput, useSchemaForm } from 'ui-kit/form';
import { useNavigate } from 'ui-kit/router';
import { draftHome } from '../wizard/model/draft';

const START: RenewStart = { Firstname: '', Surname: '', Email: '', _confirmEmail: '' };

function newStartKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// the same details submitted again send the same key, so the API mails no second link (issue 40)
let started: { details: string; key: string } | undefined;
function startKeyFor(details: string): string {
  if (started?.details !== details) started = { details, key: newStartKey() };
  return started.key;
}

export default function RenewScreen() {
  const company = COMPANIES[useSession((s) => s.company)];
  const navigate = useNavigate();
  const form = useSchemaForm<RenewStart>({ initialValues: START, validate: validateRenewStart });

  async function start(values: RenewStart) {
    const draft: ApplicantDraft = {
      ...emptyApplicantDraft(),
      _address: [{ Country: AUSTRALIA }],
      Firstname: values.Firstname.trim(),
      Surname: values.Surname.trim(),
      Email: values.Email.trim(),
      _confirmEmail: values._confirmEmail.trim(),
      Apptype: APP_TYPE.renewal,
      _renew: true,
      Site: company.defaultSite,
      _company: company.id,
      ...(company.cardTypes.length === 1 ? { _cardType: company.cardTypes[0] } : {}),
    };
    const details = JSON.stringify([company.id, draft.Firstname, draft.Surname, draft.Email]);
    const created = await formApi.createForm({ body: draft, idempotencyKey: startKeyFor(details) });
    sessionStore.getState().setFormKey(created.key);
    await formApi.mailFormSaved({ body: { id: created.id } });
    draftHome.replace({ ...created.form, _mailLinkSent: true });
    navigate(href('formStep1', { id: created.id }));
  }

  return (
    <Stack gap="md">
      <PageHeading>{`Renew your ${company.cardTypes.length === 1 ? company.cardTypes[0] : PRODUCT_NAME} Card`}</PageHeading>
      <Text>Tell us who you are and we will save a renewal form for you and email you a link to come back to it.</Text>
      <Form form={form} onSubmit={start}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...form.field('Firstname', { label: 'First name' })} required maxLength={50} autoComplete="given-name" />
            <TextInput {...form.field('Surname', { label: 'Surname' })} required maxLength={50} autoComplete="family-name" />
            <TextInput {...form.field('Email', { label: 'Email address' })} type="email" required maxLength={100} autoComplete="email" />
            <TextInput {...form.field('_confirmEmail', { label: 'Confirm email address' })} type="email" required maxLength={100} autoComplete="email" />
          </SimpleGrid>
          <div>
            <Button type="submit">Start my renewal</Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
