/**
 * The server's answers to refused account requests (`msg`), in English like every server
 * message; the client shows its own localised text for the codes it knows.
 */
export const ACCOUNT_MESSAGES = {
  emailFormat: 'Please make sure the email format is correct',
  platformUnsupported: 'Platform account sign-in (login_from 6) is not supported: use quick, email or third-party sign-in',
  thirdPartyOff: 'Third-party sign-in is not configured on this server',
  thirdPartyFailed: 'Third-party sign-in failed. Please try again.',
  tooManyAttempts: (seconds: number): string => `Too many failed sign-ins. Try again in ${seconds} s.`,
  bindOwnAccount: 'logined_uid must be the signed-in account',
  bindSource: 'Only an email (19) or a third-party account (24) can be bound',
  bindHasEmail: 'This account already has an email',
  emailTaken: 'This email is already used by another account',
  thirdPartyTaken: 'This third-party account is already linked to another account',
  bindHasThirdParty: 'This account is already linked to a third-party account',
  codeInvalid: 'The code is wrong or has expired',
  resetLocked: 'Too many wrong codes for this address: password reset is locked for up to 24 hours',
  resetOpenMailLink: 'For your security, open the link in the email on this device, then enter the code',
  resetAddressCap: 'This address was sent as many codes as it may be today: try again tomorrow',
  resetClientCap: 'Too many codes were asked for from this connection: try again in an hour',
  sessionUnknown: 'Session not found or signed out',
  refreshInvalid: 'Please sign in again',
} as const;
