/**
 * The hashing and randomness sign-in needs on the client: md5 of passwords (the spec's
 * login payload carries md5, 000 §3), SHA-256 for the PKCE challenge and random hex for
 * the third-party state, the PKCE verifier and the device id. Kept out of the core so
 * the core stays free of crypto libraries and global randomness.
 */
export interface SessionCryptoPort {
  /** md5 of the UTF-8 text, lowercase hex. */
  md5Hex(text: string): string;
  /** SHA-256 of the UTF-8 text, base64url without padding (RFC 7636 S256). */
  sha256Base64Url(text: string): string;
  /** `bytes` random bytes from a cryptographic source, lowercase hex. */
  randomHex(bytes: number): string;
}
