import { formatCents, type Company } from 'shared-contracts';
import { computeSummaryPrice, paymentArrangement } from 'shared-contracts/form';
import { useAnswers } from '../model/use-draft';
import '../wizard.css';

/** The lines add up (issue 39): fee + GST (+ post office fee, GST included) = total. */
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
