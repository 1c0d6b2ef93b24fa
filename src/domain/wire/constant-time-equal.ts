/**
 * Compares two strings in time that depends only on their length, so a MAC or signature
 * check does not reveal how many leading characters of a forgery were right. Lengths of
 * hex or base64 digests are public, so an early exit on length leaks nothing.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
