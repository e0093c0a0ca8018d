import { useRef, useState, type SyntheticEvent } from 'react';
import { APP_TYPE, AUSTRALIA, COMPANIES, PRODUCT_NAME, href, sessionStore, useSession } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/api';
import { FIELD_MESSAGES, MESSAGES, emailsMatch, isBlank, isEmail, isName } from 'shared-contracts/rules';
import { Button, PageHeading, SimpleGrid, Stack, Text, loadOnce } from 'ui-kit';
import { ErrorSummary, TextInput } from 'ui-kit/fields';
import { Alert } from 'ui-kit/widgets';
import { useNavigate } from 'ui-kit/router';

/**
 * The API layer (its client and zod schemas, about 20 KB gzipped), loaded once when the applicant comes to the form
 * rather than with the page (issue 17); a failed load is forgotten, so the next press tries again.
 */
const loadApi = loadOnce(() => import('shared-contracts/api'));
const prefetchApi = (event: SyntheticEvent) => {
  if (event.target instanceof Element && event.target.closest('form')) loadApi.prefetch();
};

type Field = 'Firstname' | 'Surname' | 'Email' | '_confirmEmail';
const LABELS: Record<Field, string> = { Firstname: 'First name', Surname: 'Surname', Email: 'Email address', _confirmEmail: 'Confirm email address' };

/** The quick-start form's rules (spec §5 name and email patterns). */
export function renewErrors(v: Record<Field, string>): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  if (isBlank(v.Firstname)) e.Firstname = FIELD_MESSAGES.firstName;
  else if (!isName(v.Firstname)) e.Firstname = FIELD_MESSAGES.name;
  if (isBlank(v.Surname)) e.Surname = FIELD_MESSAGES.surname;
  else if (!isName(v.Surname)) e.Surname = FIELD_MESSAGES.name;
  if (isBlank(v.Email) || !isEmail(v.Email.trim())) e.Email = FIELD_MESSAGES.email;
  else if (!emailsMatch(v.Email, v._confirmEmail)) e._confirmEmail = FIELD_MESSAGES.confirmEmail;
  return e;
}

/** 16 random bytes as base64url: the start key of one quick-start (128 bits, as the API requires). */
function newStartKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The start key of the details last submitted on this page, kept in memory only (it opens the draft it made): a
 * second submit of the same details, even after going back to the page, sends the same key, so the API answers the
 * draft it made and mails no second link (spec §2 "sends a link email once only", issue 40).
 */
let started: { details: string; key: string } | undefined;
function startKeyFor(details: string): string {
  if (started?.details !== details) started = { details, key: newStartKey() };
  return started.key;
}

/**
 * Renew quick-start (spec §2): a valid submit sets the application type to renewal, saves the form, sends the
 * link email once only, then opens step 1 of the saved form.
 */
export default function RenewScreen() {
  const company = COMPANIES[useSession((s) => s.company)];
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ Firstname: '', Surname: '', Email: '', _confirmEmail: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // a submit in flight: a second one (Enter pressed twice) waits for it rather than starting another
  const inFlight = useRef(false);
  const errors = renewErrors(values);
  const shown = submitted ? errors : {};

  async function submit() {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(undefined);
    let api: typeof import('shared-contracts/api') | undefined;
    try {
      api = await loadApi();
      const { emptyApplicantDraft, getApi } = api;
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
      const created = await getApi().call('createForm', { body: draft, idempotencyKey: startKeyFor(details) });
      sessionStore.getState().setFormKey(created.key);
      // the link email goes once only: the API mails no second link while the first works
      await getApi().call('mailFormSaved', { body: { id: created.id } });
      sessionStore.getState().setApplicant({ ...created.form, _mailLinkSent: true });
      navigate(href('formStep1', { id: created.id }));
    } catch (error) {
      // the API layer did not load: the network, as a call that does not reach the server
      setFailure(api ? api.errorMessage(error) : MESSAGES.networkProblem);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    // the API layer starts loading when the applicant comes to the form (focus, touch or click)
    <Stack gap="md" onFocusCapture={prefetchApi} onPointerDownCapture={prefetchApi}>
      <PageHeading>{`Renew your ${company.cardTypes.length === 1 ? company.cardTypes[0] : PRODUCT_NAME} Card`}</PageHeading>
      <Text>Tell us who you are and we will save a renewal form for you and email you a link to come back to it.</Text>
      <ErrorSummary errors={Object.entries(shown).map(([f, m]) => ({ fieldId: `renew-${f}`, message: m! }))} />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(Object.keys(LABELS) as Field[]).map((f) => (
              <TextInput
                key={f}
                id={`renew-${f}`}
                label={LABELS[f]}
                type={f === 'Email' || f === '_confirmEmail' ? 'email' : 'text'}
                withAsterisk
                maxLength={f === 'Email' || f === '_confirmEmail' ? 100 : 50}
                value={values[f]}
                error={shown[f]}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setValues((prev) => ({ ...prev, [f]: v }));
                }}
              />
            ))}
          </SimpleGrid>
          <div>
            <Button type="submit" loading={busy}>
              Start my renewal
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
