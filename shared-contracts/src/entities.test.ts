import * as z from 'zod/mini';
import { ClientLog } from './content/client-log';
import { ContactEnquiry } from './content/contact-enquiry';
import { InductionAnswerRequest, InductionAnswerResult, InductionProgram, InductionProgress } from './induction/induction';
import { InductionOnlyRegistration } from './induction/induction-registration';
import { LoginRequest, LoginResponse } from './tracking/login';
import { OperationalNeed } from './reference/operational-need';
import { PeopleRecord } from './tracking/people-record';
import { IssuingBody } from './reference/reference-data';
import { SummaryPrice } from './form/summary-price-schema';
import { toTrackerRequest, TrackerRequest } from './tracking/tracking';

const ok = (schema: z.core.$ZodType, data: unknown) => z.safeParse(schema, data).success;
const paths = (schema: z.core.$ZodType, data: unknown) => {
  const r = z.safeParse(schema, data);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('§3 entities', () => {
  it('operational need: Id, Colour blue or white, Reason, ShortReason, category, adminOnly', () => {
    const need = { Id: 5, Colour: 'blue', Reason: 'Administration', ShortReason: 'Admin', category: null, adminOnly: true };
    expect(ok(OperationalNeed, need)).toBe(true);
    expect(paths(OperationalNeed, { ...need, Colour: 'red' })).toEqual(['Colour']);
  });

  it('issuing body: Code, Cardtype MSIC or ASIC, Name', () => {
    expect(ok(IssuingBody, { Id: 1, Code: 'VEP', Cardtype: 'MSIC', Name: 'MSIC Card Online' })).toBe(true);
    expect(paths(IssuingBody, { Id: 1, Code: 'VEP', Cardtype: 'Blue', Name: 'x' })).toEqual(['Cardtype']);
  });

  it('tracking input: Number and Birthdate, sent as VepNumber and Birthday', () => {
    const input = { Number: 'vep1234567', Birthdate: '1985-04-12' };
    const wire = toTrackerRequest(input);
    expect(wire).toEqual({ VepNumber: 'VEP1234567', Birthday: '1985-04-12' });
    expect(ok(TrackerRequest, wire)).toBe(true);
  });

  it('login request and response', () => {
    expect(ok(LoginRequest, { username: 'VEP1234567', password: '1985-04-12' })).toBe(true);
    expect(ok(LoginRequest, { username: '1233067', password: '1985-04-12', verificationCode: '483920', resend: false })).toBe(true);
    expect(paths(LoginRequest, { username: '', password: '' })).toEqual(['username', 'username', 'password']);
    expect(ok(LoginResponse, { useVerification: true, method: 'email' })).toBe(true);
    expect(ok(LoginResponse, { token: 'a.b.c' })).toBe(true);
  });

  it('contact enquiry: CardNum for general only; CardsRequired and Company for company only; captcha', () => {
    const person = { Firstname: 'Jane', Surname: 'Smith', Email: 'jane@example.com', Message: 'How long does a renewal take?', captcha: 'pow:1:abc' };
    expect(ok(ContactEnquiry, { EnquiryType: 'General Enquiries', ...person, CardNum: 'VEP1234567' })).toBe(true);
    expect(ok(ContactEnquiry, { EnquiryType: 'Company Enquiries', ...person, Company: 'Harbour Marine Services', CardsRequired: 25 })).toBe(true);
    expect(paths(ContactEnquiry, { EnquiryType: 'Company Enquiries', ...person })).toEqual(['Company', 'CardsRequired']);
    expect(z.parse(ContactEnquiry, { EnquiryType: 'General Enquiries', ...person, Company: 'x', CardsRequired: 3 })).not.toHaveProperty('Company');
    expect(paths(ContactEnquiry, { EnquiryType: 'General Enquiries', ...person, captcha: '' })).toEqual(['captcha']);
    expect(ok(ContactEnquiry, { EnquiryType: 'Other', ...person })).toBe(false);
  });

  it('summary price: price, gst, total in cents', () => {
    expect(ok(SummaryPrice, { price: 24545, gst: 2455, total: 27000 })).toBe(true);
    expect(ok(SummaryPrice, { price: 245.45, gst: 24.55, total: 270 })).toBe(false);
  });

  it('people record with its progress dates', () => {
    const record = {
      Id: 1233067,
      IncompleteFormId: 7,
      RandomId: 'k3J9x',
      Site: 0,
      WebsiteId: 1,
      ExtraData: { OpNeedType: 'employer' },
      OperationalNeedPublic: { Id: 1, Colour: 'blue', ShortReason: 'Port worker' },
      _basedOnAsic: false,
      _interviewedAt: '2025-05-02T01:00:00Z',
      _paidAt: '2025-05-01',
      _opsApproved: null,
      _ausCheckUploaded: null,
      _ausCheckDecision: { Decision: 'N', Certdate: null },
      _msicPosted: { Dispatch: 'Registered post', PostedDate: '2025-06-01' },
    };
    expect(paths(PeopleRecord, record)).toEqual([]);
  });

  it('induction program: modules with optional parent, navigation, slides, questions, second page', () => {
    const program = {
      Id: 1,
      Name: 'Port security awareness',
      modules: [
        {
          Id: 10,
          title: 'Welcome',
          navigation: [{ title: 'Introduction', slide: 0 }],
          slides: [{ text: 'Welcome to the induction.', audio: '/audio/1-0.mp3' }],
          questions: [
            { Id: 1, type: 'radio', text: 'Who may enter a security zone?', options: [{ value: 1, label: 'Card holders' }], error: 'Only card holders may enter.' },
            { Id: 2, type: 'declaration', text: 'I have read the slides', options: [] },
          ],
          secondPage: { title: 'About you', questions: [{ Id: 3, type: 'radio', text: 'Your role', options: [{ value: 7, label: 'Crew' }, { value: 8, label: 'Contractor' }, { value: 6, label: 'Visitor' }] }] },
        },
        { Id: 11, title: 'Zones', parent: 10, navigation: [], slides: [], questions: [{ Id: 4, type: 'slides', text: 'Review', options: [], slides: [0] }] },
      ],
    };
    expect(paths(InductionProgram, program)).toEqual([]);
    expect(paths(InductionProgram, { ...program, modules: [{ ...program.modules[1], questions: [{ Id: 5, type: 'essay', text: 'x', options: [] }] }] })).toEqual([
      'modules.0.questions.0.type',
    ]);
  });

  it('induction progress, answers (answer-{n}) and results', () => {
    expect(ok(InductionProgress, { module: 0, unanswered: [1], induction: { Id: 3, ProgramId: 1, Name: 'Port', Company: 'spa', CompletedAt: null }, redirect: null, domain: 'spa.localhost' })).toBe(true);
    expect(ok(InductionAnswerRequest, { 'answer-0': '7', 'answer-1': ['1', '3'] })).toBe(true);
    expect(ok(InductionAnswerRequest, { answer: '7' })).toBe(false);
    expect(ok(InductionAnswerResult, { result: 'complete', redirect: '/induction-status/1/abc' })).toBe(true);
    expect(ok(InductionAnswerResult, { result: 'devonport' })).toBe(true);
    expect(ok(InductionAnswerResult, { result: 'incorrect', unanswered: [2] })).toBe(true);
    expect(ok(InductionAnswerResult, { result: 'incorrect' })).toBe(false);
  });

  it('induction-only registration: a user with an Inductions list of 1 and/or 7', () => {
    const user = { Firstname: 'Jane', Surname: 'Smith', Birthdate: '1985-04-12', Email: 'jane@example.com', Mobilephonenumber: '0491 570 156', Msicnum: 'ABC12345' };
    expect(ok(InductionOnlyRegistration, { ...user, Inductions: [1, 7] })).toBe(true);
    expect(paths(InductionOnlyRegistration, { ...user, Inductions: [] })).toEqual(['Inductions']);
    expect(paths(InductionOnlyRegistration, { ...user, Inductions: [2] })).toEqual(['Inductions.0']);
  });

  it("client log: {url, message, type 'exception', stackTrace, cause}", () => {
    expect(ok(ClientLog, { url: 'http://localhost:3000/apply', message: 'TypeError: x is undefined', type: 'exception', stackTrace: 'at y', cause: 'z' })).toBe(true);
    expect(ok(ClientLog, { url: 'http://localhost:3000/', message: 'x', type: 'error' })).toBe(false);
  });

});
