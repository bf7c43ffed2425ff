export * from './auth';
export * from './roles';
export * from './platform';
export * from './booking';
export * from './contact';
export * from './articles';
export * from './chat';
export * from './matters';
