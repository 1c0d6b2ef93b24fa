import type { SignatureVerifierPort } from '../../application/ports/signature-verifier.port';

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Ed25519 through WebCrypto (`crypto.subtle`, in Chromium since 137 and in Node 20), so no
 * library ships for it; a browser without it answers false, and the receipt says it could
 * not be checked rather than that it is genuine.
 */
export const webCryptoSignatureVerifier: SignatureVerifierPort = {
  async verifyEd25519(publicKey, signature, text) {
    try {
      const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey), { name: 'Ed25519' }, false, ['verify']);
      return await crypto.subtle.verify({ name: 'Ed25519' }, key, fromBase64Url(signature), new TextEncoder().encode(text));
    } catch {
      return false;
    }
  },
};
