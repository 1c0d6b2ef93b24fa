import { canonicalJson } from './canonical-json';
import { SIGN_FIELD } from './signed-request-fields';

/**
 * The text a request's `sign` is computed over: every field of the signed object except
 * `sign` itself (so including `times` and `nonce`), as canonical JSON — keys sorted at
 * every depth. Canonical JSON rather than `k=v&k=v` because it is unambiguous: no value
 * can smuggle a separator and make two different payloads share one string.
 */
export function canonicalString(fields: Readonly<Record<string, unknown>>): string {
  const { [SIGN_FIELD]: _sign, ...signed } = fields;
  // An object always has a JSON form, so canonicalJson cannot return undefined here.
  return canonicalJson(signed) as string;
}
