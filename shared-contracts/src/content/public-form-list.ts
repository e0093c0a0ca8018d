// without its zod parameter schema (./public-forms): the page that lists them needs no schema to link to a PDF
/** Spec §2 "/forms: downloads" */
export const PUBLIC_FORMS = [
  { id: 'operational-need-letter', title: 'Operational need letter', description: 'For employers and sponsors who confirm an applicant\u2019s operational need on paper instead of online.' },
  { id: 'identity-documents-checklist', title: 'Identity documents checklist', description: 'The four categories of identity documents, to tick off before you lodge your application.' },
  { id: 'lost-stolen-card-report', title: 'Lost, stolen or destroyed card report', description: 'Report a card that is lost, stolen or destroyed, within 7 days, and ask for a replacement.' },
  { id: 'change-of-name-notification', title: 'Change of name notification', description: 'Tell us about a change of name within 30 days and ask for a card in your new name.' },
  { id: 'card-return-form', title: 'Card return form', description: 'Send with a card you return because it expired, was cancelled or is no longer needed.' },
  { id: 'company-account-application', title: 'Company account application', description: 'Open a company account so that your workers\u2019 applications are invoiced to your organisation.' },
] as const;

export type PublicFormId = (typeof PUBLIC_FORMS)[number]['id'];
