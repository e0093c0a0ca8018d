import { render, screen, within } from '@testing-library/react';
import { COMPANIES } from 'shared-contracts';
import { MantineProvider } from 'ui-kit';
import { StepsBar } from './steps-bar';

describe('the steps bar (spec §2)', () => {
  it('lists the 4 steps with the current one marked for assistive technology and the completed ones said', () => {
    render(
      <MantineProvider>
        <StepsBar steps={COMPANIES.msic.steps} current={3} completed={2} />
      </MantineProvider>,
    );
    const items = within(screen.getByRole('navigation', { name: 'Application steps' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1. Personal & Contact Details (completed)',
      '2. Address History (completed)',
      '3. MSIC/ASIC & Employer Details (current)',
      '4. Summary & Confirm (not started)',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('the asset variants have 3 steps, step 3 being the summary', () => {
    render(
      <MantineProvider>
        <StepsBar steps={COMPANIES['asset-msic'].steps} current={1} completed={0} />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1. Personal & Contact Details (current)', '2. Address History (not started)', '3. Summary & Confirm (not started)']);
  });
});
