import { computeSummaryPrice, formatCents, type Company } from 'shared-contracts';
import { useAnswers } from '../model/use-draft';
import '../wizard.css';

/** The price of spec §9: total less GST (and less the post office fee for auspost), with the GST and the total. */
export function PriceBox({ company }: { company: Company }) {
  const draft = useAnswers();
  const price = computeSummaryPrice(company, draft);
  return (
    <div className="wizard-price" aria-labelledby="price-title">
      <h3 id="price-title">Price</h3>
      <div className="wizard-summary-lines" data-testid="price">
        <p>Application fee: {formatCents(price.price)}</p>
        {price.postOfficeFee !== undefined && <p>Post office fee: {formatCents(price.postOfficeFee)}</p>}
        <p>GST: {formatCents(price.gst)}</p>
        <p style={{ fontWeight: 700 }}>Total: {formatCents(price.total)}</p>
      </div>
    </div>
  );
}
