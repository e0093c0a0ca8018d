import { useEffect, useState, type ReactNode } from 'react';
import { getApi } from 'shared-contracts/api';
import { GENDER_LABELS, OP_NEED_TYPE_LABELS, PREFERRED_CONTACT_FIELD, PREFERRED_CONTACT_LABEL, formatDate, formatMonthYear, href } from 'shared-contracts';
import type { SummarySection } from 'shared-contracts/api';
import { ID_DOCUMENT_RULES } from 'shared-contracts/validators';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { fieldId } from '../model/draft-path';
import { useDraft } from '../model/use-draft';
import type { ReferenceData } from '../model/reference-data';

/** The DOM id of a summary section: a failed summary check scrolls here (spec §5). */
export const summarySectionId = (section: SummarySection | 'yourCard' | 'need' | 'employer') => `summary-${section}`;

/** The first field of each section: its change link lands there (the step opens with the field focused). */
const FIRST_FIELD: Record<SummarySection | 'yourCard' | 'need' | 'employer', string> = {
  name: 'Firstname',
  previousNames: '_previousNames',
  dateOfBirth: 'Birthdate',
  gender: 'Gender',
  email: 'Email',
  contactNumbers: 'Prefcontact',
  citizenship: 'Citizenship',
  placeOfBirth: 'Birthcountry',
  proofOfIdentity: '_idDocument.Id',
  addresses: '_address.0.Country',
  postalAddress: '_postalSame',
  yourCard: 'Apptype',
  need: 'OperationalNeedId',
  employer: 'ExtraData.OpNeedType',
};

function Section({ section, title, step, children, failed }: { section: SummarySection | 'yourCard' | 'need' | 'employer'; title: string; step: number; children: ReactNode; failed: boolean }) {
  const id = useDraft()._id;
  return (
    <Paper id={`summary-${section}`} tabIndex={-1} withBorder p="sm" style={failed ? { borderColor: '#c92a2a', borderWidth: 2 } : undefined}>
      <Group justify="space-between" align="flex-start">
        <Box>
          <Title order={3} size="h5">
            {title}
          </Title>
          {children}
        </Box>
        {id !== undefined && (
          <Anchor component={Link} to={`${href((['formStep1', 'formStep2', 'formStep3'] as const)[step - 1]!, { id })}#${fieldId(FIRST_FIELD[section])}`}>
            Change<span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> {title.toLowerCase()}</span>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}

const line = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');

/** The answers of steps 1 and 2 in the order of the eleven summary checks (spec §5). */
export function SummarySections({ failed, reference, cardStep }: { failed: ReadonlySet<SummarySection>; reference?: ReferenceData; cardStep?: boolean }) {
  const d = useDraft();
  const s = (section: SummarySection | 'yourCard' | 'need' | 'employer', title: string, step: number, body: ReactNode) => (
    <Section key={section} section={section} title={title} step={step} failed={failed.has(section as SummarySection)}>
      {body}
    </Section>
  );
  const contact = d.Prefcontact ? `${PREFERRED_CONTACT_LABEL[d.Prefcontact]}: ${d[PREFERRED_CONTACT_FIELD[d.Prefcontact]] ?? ''}` : '';
  return (
    <Stack gap="sm">
      {s('name', 'Name', 1, <Text>{[d.Firstname, d.Middlenames, d.Surname].filter(Boolean).join(' ')}</Text>)}
      {s('previousNames', 'Previous names', 1, <Text>{(d._previousNames ?? []).map((p) => `${[p.Firstname, p.Middlenames, p.Surname].filter(Boolean).join(' ')} (${p.previousNameTypes ?? '?'})`).join('; ') || 'None'}</Text>)}
      {s('dateOfBirth', 'Date of birth', 1, <Text>{formatDate(d.Birthdate)}</Text>)}
      {s('gender', 'Gender', 1, <Text>{d.Gender ? GENDER_LABELS[d.Gender] : ''}</Text>)}
      {s('email', 'Email', 1, <Text>{d.Email}</Text>)}
      {s('contactNumbers', 'Contact numbers', 1, <Text>{contact}</Text>)}
      {s('citizenship', 'Citizenship', 1, <Text>{d.Citizenship}</Text>)}
      {s('placeOfBirth', 'Place of birth', 1, <Text>{line(d.Birthplace, d.Birthstate, d.Birthcountry)}</Text>)}
      {s('proofOfIdentity', 'Proof of identity', 1, <Text>{d._skippedId ? 'To be given later' : d._idDocument?.Id ? ID_DOCUMENT_RULES[d._idDocument.Id].label : ''}</Text>)}
      {s(
        'addresses',
        'Addresses',
        2,
        <Stack gap={2}>
          {(d._address ?? []).map((a, i) => (
            <Text key={i}>
              {line(a.Line1, a.Localityname, a.State, a.Postcode, a.Country)}: from {formatMonthYear(a.FromDate)}
              {a.ToDate ? ` to ${formatMonthYear(a.ToDate)}` : ' to now'}
            </Text>
          ))}
        </Stack>,
      )}
      {s('postalAddress', 'Postal address', 2, <Text>{d._postalSame ? 'Same as current address' : line(d._postalAddress?.Line1, d._postalAddress?.Localityname, d._postalAddress?.State, d._postalAddress?.Postcode, d._postalAddress?.Country)}</Text>)}
      {cardStep && s('yourCard', 'Your card', 3, <><Text>{[d._cardType, d.Apptype === 'R' ? 'renewal' : d.Apptype === 'A' ? 'based on a current ASIC' : d.Apptype === 'S' ? 'new card' : undefined, d.Appsubtype === 'W' ? 'white card, 2 years' : d.Appsubtype ? `${d.Appsubtype} years` : undefined].filter(Boolean).join(', ')}</Text>{d.Issuingbodyid !== undefined && d.Apptype !== 'S' && <IssuingBodyName id={d.Issuingbodyid} number={d.Asicnum ?? d.Msicnum} />}</>)}
      {cardStep && d.Site !== 4 && s('need', 'Operational need', 3, <Text>{[reference?.operationalNeeds.find((n) => n.Id === d.OperationalNeedId)?.ShortReason, d.ExtraData?.OpNeedType ? OP_NEED_TYPE_LABELS[d.ExtraData.OpNeedType] : undefined].filter(Boolean).join(', ')}</Text>)}
      {cardStep && d.Site !== 4 && s('employer', d.ExtraData?.OpNeedType === 'employer' ? 'Employer' : 'Your business', 3, <Text>{d.ExtraData?.OpNeedType === 'employer' ? line(d.Employername, [d.Employerfirstname, d.Employersurname].filter(Boolean).join(' '), d.Employeremail) : d._abn ? `ABN ${d._abn}` : 'None'}</Text>)}
    </Stack>
  );
}

/** The issuing body of the current card, by its id (spec §7 issuing-body/{id}). */
function IssuingBodyName({ id, number }: { id: number; number?: string }) {
  const [name, setName] = useState<string>();
  useEffect(() => {
    let live = true;
    getApi()
      .call('issuingBody', { params: { id } })
      .then(
        (body) => live && setName(`${body.Name} (${body.Code})`),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [id]);
  return <Text>{[number, name ? `issued by ${name}` : undefined].filter(Boolean).join(', ')}</Text>;
}
