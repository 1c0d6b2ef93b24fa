import { VALIDATION_MESSAGES_EN, type ValidationError } from '../../src/domain/validation/validation-error.js';

/** The English text of a validation error, its `{{name}}` parameters filled in. */
export function validationMessage(error: ValidationError): string {
  return VALIDATION_MESSAGES_EN[error.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String((error as Record<string, unknown>)[name] ?? ''));
}
