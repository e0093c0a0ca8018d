import { formatDate } from 'shared-contracts';
import type { InductionCertificate } from 'shared-contracts/induction';
import { Table } from 'ui-kit/table';
import { zoneOf } from './certificate-zone';

export function CertificateTable({ certificate }: { certificate: InductionCertificate }) {
  return (
    <Table withTableBorder aria-label="The certificate">
      <Table.Tbody>
        {[
          ['Participant', certificate.ParticipantName],
          ['Induction', certificate.InductionName],
          ['Completed on', formatDate(certificate.CompletedAt, zoneOf(certificate))],
          ['Enrolled through', certificate.IssuedBy],
          ['Verification code', certificate.Code],
        ].map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
