import { transport, urlFor } from 'shared-contracts';
import { signingEndpoints } from 'shared-contracts/signing';
import { saveBlob } from 'ui-kit/form';

export async function downloadSignedLetter(peopleId: number, refId: string): Promise<void> {
  const endpoint = signingEndpoints.downloadOperationalNeedSigned;
  const url = `${urlFor(endpoint, { id: peopleId })}?ref=${encodeURIComponent(refId)}`;
  const response = await transport().send(url, { headers: { Accept: 'application/pdf' } }, endpoint);
  if (!response.ok) throw new Error(`The letter could not be downloaded (status ${response.status})`);
  saveBlob(await response.blob(), `operational-need-letter-${peopleId}.pdf`);
}
