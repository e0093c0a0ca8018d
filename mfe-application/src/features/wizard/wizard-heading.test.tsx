import { act, render, screen } from '@testing-library/react';
import { COMPANIES, type Company } from 'shared-contracts';
import type { ApplicantDraft } from 'shared-contracts/form';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter } from 'ui-kit/router';
import { WizardHeading } from './wizard-heading';
import { draftHome } from './model/draft';

function renderHeading(draft: ApplicantDraft, step: number, company: Company = COMPANIES.msic) {
  draftHome.replace(draft);
  render(
    <MantineProvider>
      <MemoryRouter>
        <WizardHeading company={company} routeId="formStep1" step={step} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the heading and page title follow the entry (spec §2, issue 15)', () => {
  it.each([
    { entry: 'a new MSIC', draft: { Apptype: 'S' }, heading: 'Apply for an MSIC Card' },
    { entry: 'a renewal', draft: { Apptype: 'R' }, heading: 'Renew your MSIC Card' },
    { entry: 'a white card', draft: { Appsubtype: 'W' }, heading: 'Apply for a White MSIC Card' },
    { entry: 'job-ready', draft: { Site: 4, Appsubtype: '2' }, heading: 'Apply for a Job Ready MSIC' },
  ] as { entry: string; draft: ApplicantDraft; heading: string }[])('$entry: "$heading", and the title names the step', ({ draft, heading }) => {
    renderHeading(draft, 2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(document.title).toContain(`${heading}: Address History`);
  });

  it('issue 39: on the MSIC-only job-ready site (asset-msic) the heading names the MSIC alone, from the first render', () => {
    renderHeading({ Site: 4, Appsubtype: '2', _cardType: 'MSIC' }, 1, COMPANIES['asset-msic']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Apply for a Job Ready MSIC$/);
  });

  it('changes with the draft: choosing a white need on step 3 makes it the white-card heading', () => {
    renderHeading({ Apptype: 'S', Appsubtype: '2' }, 3);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply for an MSIC Card');
    act(() => draftHome.set({ Apptype: 'S', Appsubtype: 'W' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply for a White MSIC Card');
    expect(document.title).toContain('Apply for a White MSIC Card: MSIC/ASIC & Employer Details');
  });
});
