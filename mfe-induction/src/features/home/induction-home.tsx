import { COMPANIES, href, useSession } from 'shared-contracts';
import { PageHeading, Section, Stack, Text, usePageMeta } from 'ui-kit';
import { ButtonLink } from 'ui-kit/form';
import { CertificateCodeForm } from '../../components/certificate-code-form';

export default function InductionHome() {
  const company = COMPANIES[useSession((s) => s.company)];
  usePageMeta('Online inductions', `The online security and port inductions of ${company.name}: enrol, take an induction and check a certificate of completion.`);
  return (
    <Stack gap="lg">
      <PageHeading>Online inductions</PageHeading>
      <Text>
        This is where you take the online inductions of {company.name}: the security awareness induction for maritime security identification card (MSIC) holders, and
        port inductions. Each one is a set of short narrated slides with questions after each module, and takes about ten to fifteen minutes on a phone or a computer.
      </Text>
      <Section headingId="start-heading" heading="Start an induction" gap="xs">
        <Text>Enrol with your name, date of birth and card number. We email you a link to each induction you choose.</Text>
        <div>
          <ButtonLink to={href('inductionEnrolment')}>Enrol for an induction</ButtonLink>
        </div>
        <Text>Already enrolled? Open the link in your enrolment email to start, or to carry on where you left off.</Text>
      </Section>
      <Section headingId="check-heading" heading="Check a certificate of completion" gap="xs">
        <Text>Employers and ports: type the verification code printed on a certificate to confirm it.</Text>
        <CertificateCodeForm />
      </Section>
    </Stack>
  );
}
