import { screen } from '@testing-library/react';
import { renderScreen } from 'ui-kit/testing';
import InductionHome from './induction-home';

describe('the induction app’s own root (issue 20)', () => {
  it('says what the app is, links to enrolment and offers to check a certificate', () => {
    renderScreen(<InductionHome />, { path: '/', pattern: '/', company: 'spa' });
    expect(screen.getByRole('heading', { level: 1, name: 'Online inductions' })).toBeInTheDocument();
    expect(screen.getByText(/the online inductions of Southern Ports Authority/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enrol for an induction' })).toHaveAttribute('href', '/induction-enrolment');
    expect(screen.getByRole('form', { name: 'Check a certificate' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Online inductions/);
  });
});
