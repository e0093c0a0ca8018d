import type { CalendarDate } from 'shared-contracts';
import type { IssuingBody } from '../reference/reference-data';
import type { AccessFrequencyOption, OperationalNeed } from '../reference/operational-need';
import type { LocalitiesOf } from '../rules/localities';

/** What the step validators may need beyond the draft. Every field is optional. */
export interface StepContext {
  /** "today" for age, date and address-history rules; the current date when absent */
  today?: Date | CalendarDate;
  /** issuing bodies, to apply the provider number patterns (VEP, VEA) */
  issuingBodies?: readonly IssuingBody[];
  /** operational needs, to check the chosen need exists and its colour */
  operationalNeeds?: readonly OperationalNeed[];
  /** the access frequency options, to check the chosen one is one of them */
  accessFrequencies?: readonly Pick<AccessFrequencyOption, 'Id'>[];
  /** the localities of the states at hand: an Australian suburb must be one of its state's, with its postcode */
  localities?: LocalitiesOf;
  /** an administrator may choose the admin-only operational needs */
  admin?: boolean;
}
