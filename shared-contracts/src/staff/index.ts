// shared-contracts/staff: the staff console's contract (issue 19). An entry of its own, so that no applicant
// bundle carries the staff schemas.
export * from './staff-member';
export * from './queue-stage';
export * from './operator-action';
export * from './application-view';
export * from './endpoints';
