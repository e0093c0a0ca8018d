import { ENROLMENT_INDUCTION_IDS, PRODUCT_NAME } from 'shared-contracts';

type EnrolmentInductionId = (typeof ENROLMENT_INDUCTION_IDS)[number];

/** What each induction offered at enrolment is (spec §9: ids 1 and 7), in the participant's words. */
export const ENROLMENT_INDUCTIONS: Record<EnrolmentInductionId, { label: string; description: string }> = {
  1: {
    label: `${PRODUCT_NAME} security awareness induction`,
    description: `Security zones, displaying your card and your obligations as an ${PRODUCT_NAME} holder. About 15 minutes.`,
  },
  7: {
    label: 'Southern Ports induction',
    description: 'Security and safety at the ports of Bunbury, Albany and Esperance. About 10 minutes.',
  },
};
