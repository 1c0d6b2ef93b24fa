export * from './service-session';
