import { COMPANIES } from 'shared-contracts';
import { freshDraft, wizardHeading } from './new-form';

const q = (s: string) => new URLSearchParams(s);

describe('new-form step 1 and its query parameters (spec §2)', () => {
  it('starts a fresh form of the company with its defaults', () => {
    const d = freshDraft(COMPANIES.msic, q(''));
    expect(d).toMatchObject({ _stepCompleted: 0, Site: 0, _company: 'msic', _cardType: 'MSIC', _postalSame: true });
    expect(wizardHeading(d, COMPANIES.msic)).toBe('Apply for an MSIC Card');
  });
  it('renew starts a renewal', () => {
    const d = freshDraft(COMPANIES.msic, q('renew=1'));
    expect(d).toMatchObject({ Apptype: 'R', _renew: true });
    expect(wizardHeading(d, COMPANIES.msic)).toBe('Renew your MSIC Card');
  });
  it('white_msic asks for a white card', () => {
    const d = freshDraft(COMPANIES.msic, q('white_msic=true'));
    expect(d.Appsubtype).toBe('W');
    expect(wizardHeading(d, COMPANIES.msic)).toBe('Apply for a White MSIC Card');
  });
  it('job_ready starts a job-ready form with a 2-year card', () => {
    const d = freshDraft(COMPANIES.msic, q('job_ready=1'));
    expect(d).toMatchObject({ Site: 4, Appsubtype: '2' });
    expect(wizardHeading(d, COMPANIES.msic)).toBe('Apply for a Job Ready MSIC');
  });
  it.each([
    ['asset-msic', 'Apply for a Job Ready MSIC'],
    ['asset-asic', 'Apply for a Job Ready ASIC'],
    ['asic', 'Apply for a Job Ready ASIC'],
  ] as const)('issue 39: %s words its job-ready heading with its own card: "%s"', (id, heading) => {
    expect(wizardHeading(freshDraft(COMPANIES[id], q('job_ready=1')), COMPANIES[id])).toBe(heading);
    if (COMPANIES[id].defaultSite === 4) expect(wizardHeading(null, COMPANIES[id])).toBe(heading);
  });
  it('issue 39: a variant that offers no Job Ready card (bne, an airport on a company account) ignores job_ready', () => {
    const d = freshDraft(COMPANIES.bne, q('job_ready=1'));
    expect(d.Site).toBe(0);
    expect(wizardHeading(d, COMPANIES.bne)).toBe('Apply for an ASIC Card');
  });
  it('issue 39: a white card of a variant of both cards names the card chosen', () => {
    expect(wizardHeading({ ...freshDraft(COMPANIES.toll, q('white_msic=1')), _cardType: 'ASIC' }, COMPANIES.toll)).toBe('Apply for a White ASIC Card');
    expect(wizardHeading(freshDraft(COMPANIES.toll, q('white_msic=1')), COMPANIES.toll)).toBe('Apply for a White MSIC or ASIC Card');
  });
  it('student_and_staff and member preset the landing page operational need', () => {
    expect(freshDraft(COMPANIES.msic, q('student_and_staff=1')).OpNeed).toBe('student_and_staff');
    expect(freshDraft(COMPANIES.msic, q('member=1')).OpNeed).toBe('member');
    expect(freshDraft(COMPANIES.msic, q('member=0')).OpNeed).toBeUndefined();
  });
  it('a sponsored company presets its preferred subtype', () => {
    expect(freshDraft(COMPANIES.chcheli, q(''))._companyPreference).toBe(COMPANIES.chcheli.preferredSubtype);
  });
});
