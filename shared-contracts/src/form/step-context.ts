import type { CalendarDate } from 'shared-contracts';
import type { IssuingBody } from '../reference/reference-data';
import type { AccessFrequencyOption, OperationalNeed } from '../reference/operational-need';
import type { LocalitiesOf } from '../rules/localities';

export interface StepContext {
  today?: Date | CalendarDate;
  /** for the provider number patterns (VEP, VEA) */
  issuingBodies?: readonly IssuingBody[];
  operationalNeeds?: readonly OperationalNeed[];
  accessFrequencies?: readonly Pick<AccessFrequencyOption, 'Id'>[];
  localities?: LocalitiesOf;
  admin?: boolean;
}
