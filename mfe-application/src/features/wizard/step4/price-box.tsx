import { formatCents, type Company } from 'shared-contracts';
import { computeSummaryPrice, paymentArrangement } from 'shared-contracts/form';
import { useAnswers } from '../model/use-draft';
import '../wizard.css';

/**
 * The price of spec §9: total less GST (and less the post office fee at a post office), with the GST and the total.
 * The lines add up (issue 39): application fee + its GST (+ the post office fee, GST included) = total, so lodging
 * at a post office costs the in-person price plus the fee and nothing else. A company account's applicant is told
 * that the company pays, and what it is charged.
 */
export function PriceBox({ company }: { company: Company }) {
  const draft = useAnswers();
  const price = computeSummaryPrice(company, draft);
  const companyAccount = paymentArrangement(company, draft) === 'company-account';
  return (
    <div className="wizard-price" aria-labelledby="price-title">
      <h3 id="price-title">Price</h3>
      <div className="wizard-summary-lines" data-testid="price">
        {companyAccount && <p data-testid="company-account">Your card is paid for through the {company.name} company account: you have nothing to pay.</p>}
        <p>Application fee: {formatCents(price.price)}</p>
        <p>GST: {formatCents(price.gst)}</p>
        {price.postOfficeFee !== undefined && <p>Post office fee (GST included): {formatCents(price.postOfficeFee)}</p>}
        <p style={{ fontWeight: 700 }}>
          {companyAccount ? 'Charged to the company account' : 'Total'}: {formatCents(price.total)}
        </p>
      </div>
    </div>
  );
}
