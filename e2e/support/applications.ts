// Applications made through the real form API, the way the wizard sends them: create, save, (pay,) convert.
import type { APIRequestContext } from '@playwright/test';
import type { ApplicantDraft } from 'shared-contracts/form';
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

/** An application as its applicant tracks it and staff find it: the tracking number, and the applicant's details. */
export interface TrackedApplication {
  peopleId: number;
  trackingNumber: string;
  email: string;
  birthdate: string;
  name: string;
}

/**
 * A complete MSIC application of `<firstName> <surname>` (an e-mail address of its own, the ID document in that
 * name) lodged as `lodgementOption` says, through submitApplication (`pay`: online, before it submits); with the
 * tracking number the applicant is given (VEP and the people id plus 1500).
 */
export async function submitTrackedApplication(
  request: APIRequestContext,
  { firstName, surname, lodgementOption, pay = false }: { firstName: string; surname: string; lodgementOption: NonNullable<ApplicantDraft['ExtraData']>['lodgementOption']; pay?: boolean },
): Promise<TrackedApplication> {
  const email = `${surname.toLowerCase()}.${Date.now()}@example.com`;
  const { peopleId, draft } = await submitApplication(
    request,
    {
      Firstname: firstName,
      Middlenames: undefined,
      _hasmiddlename: true,
      Surname: surname,
      Email: email,
      _confirmEmail: email,
      _idDocument: { Id: 4, Details: { GivenNames: firstName, FamilyName: surname, RegistrationState: 'WA', RegistrationNumber: '1234567', RegistrationDate: '1985-05-01' } },
      ExtraData: { ...validDraft().ExtraData, lodgementOption },
    },
    { pay },
  );
  return { peopleId, trackingNumber: `VEP${String(peopleId + 1500).padStart(7, '0')}`, email, birthdate: draft.Birthdate as string, name: `${firstName} ${surname}` };
}
