import type { Company } from 'shared-contracts';
import { PageHeading } from 'ui-kit';
import { wizardHeading } from './model/new-form';
import { useDraft } from './model/use-draft';

/** The page heading of spec §2, which follows the draft (renewal, job ready, white card). */
export function WizardHeading({ company }: { company: Company }) {
  return <PageHeading>{wizardHeading(useDraft(), company)}</PageHeading>;
}
