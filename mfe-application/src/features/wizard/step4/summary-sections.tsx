import { useState, type ReactNode } from 'react';
import { COMPANIES, GENDER_LABELS, PREFERRED_CONTACT_FIELD, PREFERRED_CONTACT_LABEL, formatDate, formatMonthYear, href, useSession } from 'shared-contracts';
import { OP_NEED_TYPE_LABELS } from 'shared-contracts/form';
import { ID_DOCUMENT_RULES, formApi, type SummarySection } from 'shared-contracts/form';
import { useFocusClass, useLoad } from 'ui-kit';
import { Link } from 'ui-kit/router';
import { fieldId } from 'ui-kit/form';
import '../wizard.css';
import { useAnswers } from '../model/use-draft';
import type { ReferenceData } from '../model/reference-data';
import { stepRoute } from '../model/step-rules';
import { SECTION_TITLES, type SummarySectionId } from './section-of-field';

export const summarySectionId = (section: SummarySectionId) => `summary-${section}`;

const FIRST_FIELD: Record<SummarySectionId, string> = {
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

const line = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');

/** Plain elements and wizard.css, not Mantine components: the summary is the largest screen a move renders (decision 056). */
export function SummarySections({ failed, reference, cardStep }: { failed: ReadonlySet<SummarySection>; reference?: ReferenceData; cardStep?: boolean }) {
  const d = useAnswers();
  const timeZone = useSession((s) => COMPANIES[s.company].timeZone);
  const focus = useFocusClass();
  const s = (section: SummarySectionId, step: number, body: ReactNode, title = SECTION_TITLES[section]) => (
    <div key={section} id={summarySectionId(section)} tabIndex={-1} className="wizard-summary-section" data-failed={failed.has(section as SummarySection) || undefined}>
      <div>
        <h3>{title}</h3>
        {body}
      </div>
      {d._id !== undefined && (
        <Link className={focus} to={`${href(stepRoute(step), { id: d._id })}#${fieldId(FIRST_FIELD[section])}`}>
          Change<span className="wizard-hidden"> {title.toLowerCase()}</span>
        </Link>
      )}
    </div>
  );
  const contact = d.Prefcontact ? `${PREFERRED_CONTACT_LABEL[d.Prefcontact]}: ${d[PREFERRED_CONTACT_FIELD[d.Prefcontact]] ?? ''}` : '';
  return (
    <div className="wizard-summary">
      {s('name', 1, <p>{[d.Firstname, d.Middlenames, d.Surname].filter(Boolean).join(' ')}</p>)}
      {s('previousNames', 1, <p>{(d._previousNames ?? []).map((p) => `${[p.Firstname, p.Middlenames, p.Surname].filter(Boolean).join(' ')} (${p.previousNameTypes ?? '?'})`).join('; ') || 'None'}</p>)}
      {s('dateOfBirth', 1, <p>{formatDate(d.Birthdate, timeZone)}</p>)}
      {s('gender', 1, <p>{d.Gender ? GENDER_LABELS[d.Gender] : ''}</p>)}
      {s('email', 1, <p>{d.Email}</p>)}
      {s('contactNumbers', 1, <p>{contact}</p>)}
      {s('citizenship', 1, <p>{d.Citizenship}</p>)}
      {s('placeOfBirth', 1, <p>{line(d.Birthplace, d.Birthstate, d.Birthcountry)}</p>)}
      {s('proofOfIdentity', 1, <p>{d._skippedId ? 'To be given later' : d._idDocument?.Id ? ID_DOCUMENT_RULES[d._idDocument.Id].label : ''}</p>)}
      {s(
        'addresses',
        2,
        <div className="wizard-summary-lines">
          {(d._address ?? []).map((a, i) => (
            <p key={i}>
              {line(a.Line1, a.Localityname, a.State, a.Postcode, a.Country)}: from {formatMonthYear(a.FromDate)}
              {a.ToDate ? ` to ${formatMonthYear(a.ToDate)}` : ' to now'}
            </p>
          ))}
        </div>,
      )}
      {s('postalAddress', 2, <p>{d._postalSame ? 'Same as current address' : line(d._postalAddress?.Line1, d._postalAddress?.Localityname, d._postalAddress?.State, d._postalAddress?.Postcode, d._postalAddress?.Country)}</p>)}
      {cardStep &&
        s(
          'yourCard',
          3,
          <div className="wizard-summary-lines">
            <p>{[d._cardType, d.Apptype === 'R' ? 'renewal' : d.Apptype === 'A' ? 'based on a current ASIC' : d.Apptype === 'S' ? 'new card' : undefined, d.Appsubtype === 'W' ? 'white card, 2 years' : d.Appsubtype ? `${d.Appsubtype} years` : undefined].filter(Boolean).join(', ')}</p>
            {/* spec §4: an applicant under 18 is given a provisional card, and the screen says so as the documents do (issue 39) */}
            {d.ExtraData?.Provisional && <p data-testid="summary-provisional">A provisional card: you are under 18</p>}
            {d.Issuingbodyid !== undefined && d.Apptype !== 'S' && <IssuingBodyName id={d.Issuingbodyid} number={d.Asicnum ?? d.Msicnum} />}
            {/* the airports of an ASIC (issue 39: the summary left out the airports chosen) */}
            {d._cardType === 'ASIC' && d.Airports?.length ? <p data-testid="summary-airports">Airports: {d.Airports.map((a) => (a.Code ? `${a.Name} (${a.Code})` : a.Name)).join(', ')}</p> : null}
          </div>,
        )}
      {cardStep && d.Site !== 4 && s('need', 3, <p>{[reference?.operationalNeeds.find((n) => n.Id === d.OperationalNeedId)?.ShortReason, d.ExtraData?.OpNeedType ? OP_NEED_TYPE_LABELS[d.ExtraData.OpNeedType] : undefined].filter(Boolean).join(', ')}</p>)}
      {cardStep && d.Site !== 4 && s('employer', 3, <p>{d.ExtraData?.OpNeedType === 'employer' ? line(d.Employername, [d.Employerfirstname, d.Employersurname].filter(Boolean).join(' '), d.Employeremail) : d._abn ? `ABN ${d._abn}` : 'None'}</p>, d.ExtraData?.OpNeedType === 'employer' ? 'Employer' : 'Your business')}
    </div>
  );
}

function IssuingBodyName({ id, number }: { id: number; number?: string }) {
  const [name, setName] = useState<string>();
  useLoad((signal) => formApi.issuingBody({ params: { id }, signal }), (body) => setName(`${body.Name} (${body.Code})`), () => undefined, [id]);
  return <p>{[number, name ? `issued by ${name}` : undefined].filter(Boolean).join(', ')}</p>;
}
