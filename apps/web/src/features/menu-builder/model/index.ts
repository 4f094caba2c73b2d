/** The menu builder's draft model: pure functions, no React. */
export * from './types';
export * from './draft';
export * from './validate';
export * from './reduce';
export * from './history';
export * from './persist';
export * from './default-options-draft';
export * from './shape';
