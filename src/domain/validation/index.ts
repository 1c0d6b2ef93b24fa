/** Validation of user input: stable error codes, their English texts, and one validator per form. */
export * from './birthday';
export * from './email';
export * from './nickname';
export * from './password';
export * from './report';
export * from './validation-error';
export * from './verification-code';
