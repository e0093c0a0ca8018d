import type { LodgementOptionId } from 'shared-contracts';

export const LODGEMENT_LABELS: Record<LodgementOptionId, string> = {
  inperson: 'In person, at one of our offices (bring your identity documents)',
  auspost: 'At a participating Australia Post office (a post office fee applies)',
  // the job-ready programme of either card (issue 39: asset-asic read "Job Ready MSIC program")
  'asset-msic': 'Through the Job Ready program, with your training provider',
};
