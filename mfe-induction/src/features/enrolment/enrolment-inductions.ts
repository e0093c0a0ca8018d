import { ENROLMENT_INDUCTION_IDS, PRODUCT_NAME } from 'shared-contracts';

type EnrolmentInductionId = (typeof ENROLMENT_INDUCTION_IDS)[number];

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
