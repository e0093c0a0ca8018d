export * from './derive-draft';
