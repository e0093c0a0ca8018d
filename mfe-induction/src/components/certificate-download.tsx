import { urlFor } from 'shared-contracts';
import { inductionEndpoints } from 'shared-contracts/induction';
import { Anchor } from 'ui-kit';

/** The address of a certificate of completion as a PDF (the API answers it as a download). */
export const certificatePdfUrl = (code: string) => urlFor(inductionEndpoints.inductionCertificatePdf, { code });

/** A link that downloads a certificate of completion. */
export function CertificateDownload({ code, children = 'Download your certificate (PDF)' }: { code: string; children?: string }) {
  return (
    <Anchor href={certificatePdfUrl(code)} download={`induction-certificate-${code}.pdf`} data-testid="certificate-download">
      {children}
    </Anchor>
  );
}
