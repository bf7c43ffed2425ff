export * from './auth';
export * from './roles';
export * from './platform';
export * from './chat';
