// The Drizzle schema, gathered for drizzle-kit and for typed queries.
export * from './shops';
export * from './accounts';
export * from './consumers';
export * from './memberships';
export * from './messaging';
export * from './menu';
export * from './orders';
export * from './events';
