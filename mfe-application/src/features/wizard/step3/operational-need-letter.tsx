import { COMPANIES, formatDate, sessionStore, withArticle, type Company } from 'shared-contracts';
import { opNeedTypeLabel } from 'shared-contracts/form';
import { cardKindOf } from 'shared-contracts/form';
import { Button, saveBlob } from 'ui-kit/form';
import type { ApplicantDraft } from 'shared-contracts/form';
import type { ReferenceData } from '../model/reference-data';
import { useDraftSelect } from '../form/wizard-form';
import { draftHome } from '../model/draft';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function OperationalNeedLetter({ reference }: { reference: ReferenceData }) {
  const signed = useDraftSelect((d) => Boolean(d._signatureFile));
  if (!signed) return null;
  return (
    <Button variant="light" onClick={() => download(letterOf(draftHome.get() ?? {}, reference, COMPANIES[sessionStore.getState().company]))}>
      Download your operational need letter
    </Button>
  );
}

function letterOf(draft: ApplicantDraft, reference: ReferenceData, company: Company): string {
  const card = cardKindOf(draft, company) ?? company.cardTypes[0] ?? '';
  const need = reference.operationalNeeds.find((n) => n.Id === draft.OperationalNeedId);
  const name = [draft.Firstname, draft.Middlenames, draft.Surname].filter(Boolean).join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Operational need statement</title></head><body style="font-family:sans-serif;max-width:40em;margin:2em auto">
<h1>Operational need statement</h1>
<p>I, ${escape(name)}, born ${escape(formatDate(draft.Birthdate, company.timeZone))}, apply for ${escape(withArticle(card))} through ${escape(company.name)}.</p>
<p>Type of operational need: ${escape(opNeedTypeLabel(draft.ExtraData?.OpNeedType) ?? '')}${draft._abn ? ` (ABN ${escape(draft._abn)})` : ''}</p>
<h2>Operational need</h2><p>${escape(need?.Reason ?? '')}</p>
<h2>Occupation</h2><p>${escape(draft.ExtraData?.OpNeedOccupation ?? '')}</p>
<p>I declare that this information is true and correct.</p>
<p><img alt="Signature of ${escape(name)}" src="${escape(draft._signatureFile ?? "")}" style="max-width:300px;border-bottom:1px solid #000"></p>
<p>Signed ${escape(formatDate(new Date(), company.timeZone))}</p></body></html>`;
}

const download = (html: string) => saveBlob(new Blob([html], { type: 'text/html' }), 'operational-need-statement.html');
