/** Checks a server signature on the device (fair billing's receipts, issue #19). */
export interface SignatureVerifierPort {
  /**
   * Whether `signature` (base64url, 64 bytes) is the Ed25519 signature of the UTF-8 `text`
   * by `publicKey` (base64url, the raw 32 bytes). False for anything malformed.
   */
  verifyEd25519(publicKey: string, signature: string, text: string): Promise<boolean>;
}
