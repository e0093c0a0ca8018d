import { formatCents, formatDate, getCompany } from 'shared-contracts';
import { opNeedTypeLabel, type PeopleRecord } from 'shared-contracts/staff';
import { decisionLabel } from './decision-options';

type AnswerRow = { label: string; value: string };

const APP_TYPE_LABELS: Record<string, string> = { S: 'New application', R: 'Renewal', A: 'Based on a current ASIC' };
const SUBTYPE_LABELS: Record<string, string> = { '2': '2 years', '4': '4 years', W: 'White card' };
const SITE_WORDS: Partial<Record<number, string>> = { 0: 'Standard, with an operational need', 4: 'Job Ready (no operational need)' };
const LODGEMENT_WORDS: Record<string, string> = { inperson: 'In person', auspost: 'At an Australia Post office', 'asset-msic': 'Through the Job Ready program' };
const yesNo = (value: boolean | undefined | null) => (value === undefined || value === null ? '' : value ? 'Yes' : 'No');

const rows = (list: [string, string | number | undefined | null][]): AnswerRow[] =>
  list.filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '').map(([label, value]) => ({ label, value: String(value) }));

export function recordAnswers(person: PeopleRecord): { title: string; rows: AnswerRow[] }[] {
  const extra = person.ExtraData;
  const need = person.OperationalNeedPublic;
  const charges = person.Charges;
  const timeZone = getCompany(person.Company).timeZone;
  const date = (value: string | null | undefined) => (value ? formatDate(value, timeZone) : 'Not yet');
  const groups = [
    {
      title: 'Applicant',
      rows: rows([
        ['First name', person.Firstname],
        ['Surname', person.Surname],
        ['Tracking number', person.TrackingNumber],
        ['People id', person.Id],
        ['Form id', person.IncompleteFormId],
      ]),
    },
    {
      title: 'Application',
      rows: rows([
        ['Application type', person.Apptype ? (APP_TYPE_LABELS[person.Apptype] ?? person.Apptype) : undefined],
        ['Card term', person.Appsubtype ? (SUBTYPE_LABELS[person.Appsubtype] ?? person.Appsubtype) : undefined],
        ['Based on a current ASIC', yesNo(person._basedOnAsic)],
        ['Application route', SITE_WORDS[person.Site] ?? `Site ${person.Site}`],
        ['Lodgement option', extra?.lodgementOption ? LODGEMENT_WORDS[extra.lodgementOption] : undefined],
        ['Regional port access', extra?.PortAccess],
        ['Under 18 (provisional)', yesNo(extra?.Provisional)],
      ]),
    },
    {
      title: 'Operational need',
      rows: rows([
        ['Operational need type', opNeedTypeLabel(extra?.OpNeedType)],
        ['Occupation', extra?.OpNeedOccupation],
        ['How often in a secure area', person.AccessFrequency],
        ['Airports to choose at least', extra?._numAirports],
        ['Card colour', need ? (need.Colour === 'blue' ? 'Blue' : 'White') : undefined],
        ['Reason', need?.ShortReason],
      ]),
    },
    {
      title: 'Steps',
      rows: rows([
        ['Payment received', date(person._paidAt)],
        ['Operational need approved', date(person._opsApproved)],
        ['Identity interview', date(person._interviewedAt)],
        ['Background check lodged', date(person._ausCheckUploaded)],
        ['Background check decision', person._ausCheckDecision ? decisionLabel(person._ausCheckDecision.Decision) : 'Not yet'],
        ['Certificate date', person._ausCheckDecision?.Certdate ? formatDate(person._ausCheckDecision.Certdate, timeZone) : undefined],
        ['Card dispatched', person._msicPosted ? `${date(person._msicPosted.PostedDate)} by ${person._msicPosted.Dispatch}` : 'Not yet'],
      ]),
    },
  ];
  if (charges) {
    groups.push({
      title: 'Charges',
      rows: [
        ...charges.lines.map((line) => ({ label: line.description, value: formatCents(line.amount) })),
        { label: 'GST included', value: formatCents(charges.gst) },
        { label: 'Total', value: formatCents(charges.total) },
        {
          label: 'Paid online',
          value: charges.paid ? `${formatCents(charges.paid.amount)}${charges.paid.paidAt ? ` on ${formatDate(charges.paid.paidAt, timeZone)}` : ''}${charges.paid.reference ? `, reference ${charges.paid.reference}` : ''}` : 'No',
        },
      ],
    });
  }
  return groups.filter((group) => group.rows.length > 0);
}
