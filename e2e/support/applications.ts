// Applications made through the real form API, the way the wizard sends them: create, save, (pay,) convert.
import type { APIRequestContext } from '@playwright/test';
import type { ApplicantDraft } from 'shared-contracts/api';
import { validDraft } from 'shared-contracts/testing';
import { API_URL, expect } from './system';

export interface SubmittedApplication {
  peopleId: number;
  formId: number;
  formKey: string;
  draft: ApplicantDraft;
}

/** A sandbox card the payment adapter's local default accepts (api/src/services/payment/README.md). */
export const ACCEPTED_TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123' };

/**
 * Submits a complete application (the shared fixture with `overrides`) and answers its people id. `pay` takes the
 * online payment first, as variants that pay online must before they submit.
 */
export async function submitApplication(
  request: APIRequestContext,
  overrides: Partial<ApplicantDraft>,
  { company = 'msic', pay = false }: { company?: string; pay?: boolean } = {},
): Promise<SubmittedApplication> {
  const draft = validDraft({ _previousNames: [], ...overrides });
  const headers = { Company: company, WebsiteType: 'msic' };
  const created = await request.post(`${API_URL}/api/form`, { headers, data: { Firstname: draft.Firstname, _stepCompleted: 0 } });
  expect(created.status(), await created.text()).toBe(200);
  const { id, key, form } = await created.json();
  const withKey = { ...headers, FormKey: key };
  const saved = await request.put(`${API_URL}/api/form/${id}`, { headers: withKey, data: { ...form, ...draft, _stepCompleted: 4, _formFilledIn: true } });
  expect(saved.status(), await saved.text()).toBe(200);
  if (pay) {
    const paid = await request.post(`${API_URL}/api/form/${id}/payment`, { headers: withKey, data: { cardName: `${draft.Firstname} ${draft.Surname}`, ...ACCEPTED_TEST_CARD } });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  const converted = await request.post(`${API_URL}/api/form/${id}/people`, { headers: withKey });
  expect(converted.status(), await converted.text()).toBe(200);
  const { Id } = await converted.json();
  return { peopleId: Id, formId: id, formKey: key, draft };
}
