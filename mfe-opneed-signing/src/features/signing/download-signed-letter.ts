import { transport, urlFor } from 'shared-contracts';
import { signingEndpoints } from 'shared-contracts/signing';

export async function downloadSignedLetter(peopleId: number, refId: string): Promise<void> {
  const endpoint = signingEndpoints.downloadOperationalNeedSigned;
  const url = `${urlFor(endpoint, { id: peopleId })}?ref=${encodeURIComponent(refId)}`;
  const response = await transport().send(url, { headers: { Accept: 'application/pdf' } }, endpoint);
  if (!response.ok) throw new Error(`The letter could not be downloaded (status ${response.status})`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `operational-need-letter-${peopleId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
