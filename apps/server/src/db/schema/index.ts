export * from './users';
export * from './sessions';
export * from './notifications';
export * from './error-logs';
export * from './rate-limits';
export * from './rights-holders';
export * from './musical-works';
export * from './sound-recordings';
