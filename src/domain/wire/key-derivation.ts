/**
 * How one 32-byte master key (the bootstrap key or a session's `app_cre`) becomes the
 * three keys a codec uses: HKDF-SHA256 (RFC 5869) with an empty salt, this info string
 * and 96 bytes of output, split in order into the AES key, the MAC key and the sign key.
 * Separate keys keep the cipher, the envelope MAC and the request signature independent.
 */
export const WIRE_HKDF_INFO = 'glint-wire-v1';
export const WIRE_SUBKEY_BYTES = 32;
export const WIRE_SUBKEYS = ['enc', 'mac', 'sign'] as const;
export const WIRE_HKDF_LENGTH = WIRE_SUBKEY_BYTES * WIRE_SUBKEYS.length;
