import { memo, useRef, useState } from 'react';
import { errorMessage, hasFieldErrors, href, isApiError, type Company, type FieldErrorMap } from 'shared-contracts';
import { computeSummaryPrice, paysOnlineNow } from 'shared-contracts/form';
import { FIELD_MESSAGES, emptyCardDetails, formStepsApi, summaryChecks, validateApplication, validateCardDetails, type CardDetails, type PaymentResponse, type SummarySection } from 'shared-contracts/form';
import { Anchor, Group, Stack, Text } from 'ui-kit';
import { Button, Checkbox, ErrorSummary, Fieldset, RadioGroup, summaryLine, useSchemaForm, fieldId, type ErrorSummaryItem } from 'ui-kit/form';
import { Alert } from 'ui-kit/widgets';
import { Link, useNavigate } from 'ui-kit/router';
import { autosave } from '../autosave/autosave';
import { confirmApplication, type Issued } from '../confirm/confirm-application';
import { SaveAndReturnButton } from '../save-and-return/save-and-return-button';
import { useWizardForm } from '../form/wizard-form';
import type { ReferenceData } from '../model/reference-data';
import { useAnswers } from '../model/use-draft';
import { PriceBox } from './price-box';
import { SummarySections, summarySectionId } from './summary-sections';
import { SECTION_TITLES, sectionOfField } from './section-of-field';
import { CardPayment, toPaymentRequest } from './card-payment';
import { LODGEMENT_LABELS } from './lodgement-labels';
import { draftHome } from '../model/draft';

interface ConfirmValues {
  card: CardDetails;
  terms: boolean;
}

function confirmErrors(values: ConfirmValues, takesCard: boolean): FieldErrorMap {
  const errors: Record<string, string[]> = {};
  if (takesCard) for (const [key, messages] of Object.entries(validateCardDetails(values.card))) errors[`card.${key}`] = messages;
  if (!values.terms) errors.terms = [FIELD_MESSAGES.checkbox];
  return errors;
}

// memo: the wizard screen renders on progress and status changes that do not concern the step
export const SummaryStep = memo(function SummaryStep({ company, reference, step }: { company: Company; reference: ReferenceData; step: number }) {
  const draft = useAnswers();
  const form = useWizardForm();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<ReadonlySet<SummarySection>>(new Set());
  const [problems, setProblems] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const options = company.lodgementOptions;
  const [paid, setPaid] = useState(false);
  const [declined, setDeclined] = useState<string>();
  const paysNow = paysOnlineNow(company, draft);
  const takesCard = useRef(false);
  takesCard.current = paysNow && !paid;
  const confirmForm = useSchemaForm<ConfirmValues>({ initialValues: { card: emptyCardDetails(), terms: false }, validate: (values) => confirmErrors(values, takesCard.current) });

  async function confirm() {
    const checks = summaryChecks(draft);
    setFailed(new Set(checks.map((c) => c.section)));
    if (checks.length > 0) {
      confirmForm.clearErrors();
      setProblems(checks.map((c) => ({ fieldId: summarySectionId(c.section), message: c.message })));
      setAttempts((n) => n + 1);
      showAfterSummary(summarySectionId(checks[0]!.section));
      return;
    }
    const list: ErrorSummaryItem[] = [];
    const errors = validateApplication(draft, company, { issuingBodies: reference.issuingBodies, operationalNeeds: reference.operationalNeeds, accessFrequencies: reference.accessFrequencies });
    if (hasFieldErrors(errors)) {
      const [path, messages] = Object.entries(errors).find(([, m]) => m.length > 0)!;
      const section = step === 4 ? sectionOfField(path) : 'yourCard';
      const id = step === 4 ? summarySectionId(section) : 'summary-card';
      list.push({ fieldId: id, message: `${SECTION_TITLES[section]}: ${messages[0]}` });
      setFailed(new Set([section as SummarySection]));
      showAfterSummary(id);
    }
    if (!draft.ExtraData?.lodgementOption || !options.includes(draft.ExtraData.lodgementOption)) list.push({ fieldId: fieldId('ExtraData.lodgementOption'), message: summaryLine(LODGEMENT_LABEL, FIELD_MESSAGES.lodgementOption) });
    const confirmable = confirmForm.validate();
    setProblems(list);
    if (list.length > 0 || !confirmable) return setAttempts((n) => n + 1);
    setBusy(true);
    let issued: Issued | undefined;
    if (paysNow && !paid) {
      const payment = await pay();
      if (!payment) return setBusy(false);
      if (payment.Id !== undefined && payment.VerificationCode !== undefined) issued = { Id: payment.Id, VerificationCode: payment.VerificationCode };
    }
    const outcome = await confirmApplication(issued);
    setBusy(false);
    if (outcome.ok) navigate(href('status', { peopleId: outcome.peopleId }));
    else navigate(href('formProcessing', { id: draft._id! }));
  }

  async function pay(): Promise<PaymentResponse | null> {
    setDeclined(undefined);
    const saved = await autosave.flush();
    const id = draftHome.get()?._id;
    if (!saved || id === undefined) {
      setDeclined('Your form could not be saved, so we have not charged your card. Check your internet connection and try again.');
      return null;
    }
    try {
      const payment = await formStepsApi.payForm({ params: { id }, body: toPaymentRequest(confirmForm.getValues().card) });
      setPaid(true);
      return payment;
    } catch (error) {
      setDeclined(isApiError(error) && error.status === 402 ? errorMessage(error) : `We could not take your payment: ${errorMessage(error)}`);
      return null;
    }
  }

  return (
    <Stack gap="lg">
      <ErrorSummary items={[...problems, ...confirmForm.summary]} focusKey={attempts} />
      <Text>Check your answers before you confirm your application.</Text>
      <SummarySections failed={failed} reference={reference} cardStep={step === 4} />
      <Text id="summary-card" tabIndex={-1}>
        {draft._id !== undefined && step === 4 && (
          <Anchor component={Link} to={href('formStep3', { id: draft._id })}>
            Change your card and employer details
          </Anchor>
        )}
      </Text>
      <Fieldset legend="How will you lodge your application?">
        <RadioGroup
          id={fieldId('ExtraData.lodgementOption')}
          name="ExtraData.lodgementOption"
          options={options.map((o) => ({ value: o, label: LODGEMENT_LABELS[o] }))}
          value={draft.ExtraData?.lodgementOption ?? ''}
          onChange={(event) => form.setValue('ExtraData.lodgementOption', event.currentTarget.value)}
          error={problems.some((p) => p.fieldId === fieldId('ExtraData.lodgementOption')) ? FIELD_MESSAGES.lodgementOption : undefined}
        />
      </Fieldset>
      <PriceBox company={company} />
      {paysNow && !paid && <CardPayment form={confirmForm} declined={declined} amount={computeSummaryPrice(company, draft).total} />}
      {paid && <Alert color="green">Your payment has been taken.</Alert>}
      <Checkbox
        {...confirmForm.field('terms', {
          type: 'checkbox',
          summaryLabel: TERMS_LABEL,
          label: (
          <>
            I have read and accept the{' '}
            <Anchor component={Link} to={href('terms')} target="_blank">
              terms and conditions
            </Anchor>
            , and declare that my answers are true and correct
          </>
          ),
        })}
      />
      {draft._peopleId && <Alert color="blue">This application has already been submitted.</Alert>}
      {busy && (
        <Text role="status" data-testid="submitting">
          {paysNow && !paid ? 'We are taking your payment and submitting your application.' : 'We are submitting your application.'} This takes a few seconds: please keep this page open.
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="md" loading={busy} onClick={() => void confirm()}>
          Confirm and submit my application
        </Button>
      </Group>
      {!draft._peopleId && <SaveAndReturnButton />}
    </Stack>
  );
});

// the lodgement question and the terms checkbox are labelled by sentences: the summary names them by their subject
const LODGEMENT_LABEL = 'Lodgement option';
const TERMS_LABEL = 'Terms and conditions';

// after the error summary has taken the focus, or its focus undoes the scroll
function showAfterSummary(id: string): void {
  setTimeout(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  }, 100);
}
