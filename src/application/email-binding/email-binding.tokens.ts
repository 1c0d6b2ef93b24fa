import { token } from '../wiring/token';
import type { EmailBindingServices } from './email-binding-services';

export const EMAIL_BINDING = token<EmailBindingServices>('EmailBindingServices');
