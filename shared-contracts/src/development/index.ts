// Development machines and tests only: eslint refuses the import in every front end.
export * from './development-staff';
