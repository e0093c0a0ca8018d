export * from './derive-draft';
export * from './draft-change';
export * from './steps-completed';
