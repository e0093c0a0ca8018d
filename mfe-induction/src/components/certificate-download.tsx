import { urlFor } from 'shared-contracts';
import { inductionEndpoints } from 'shared-contracts/induction';
import { Anchor } from 'ui-kit';

export function CertificateDownload({ code, children = 'Download your certificate (PDF)' }: { code: string; children?: string }) {
  return (
    <Anchor href={urlFor(inductionEndpoints.inductionCertificatePdf, { code })} download={`induction-certificate-${code}.pdf`} data-testid="certificate-download">
      {children}
    </Anchor>
  );
}
