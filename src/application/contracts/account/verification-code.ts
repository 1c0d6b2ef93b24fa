import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../../../domain/validation/verification-code';

/** A mailed code as it travels: exactly VERIFICATION_CODE_LENGTH digits. */
export const verificationCodeSchema = z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), `${VERIFICATION_CODE_LENGTH} digits`);
