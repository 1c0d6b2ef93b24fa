import { z } from 'zod';
import { defineContract } from '../define-contract';

/** The server's published receipt key (also plain JSON at GET /receipt-key.json). */
export const receiptKeySchema = z.object({
  alg: z.literal('Ed25519'),
  key_id: z.string(),
  /** Raw 32-byte public key, base64url. */
  public_key: z.string(),
  /** The same key as SPKI PEM. */
  public_key_pem: z.string(),
});
export type ReceiptKey = z.infer<typeof receiptKeySchema>;

/** /call/receipt-key (ours, issue #19): the key every call receipt is signed with. */
export const callReceiptKeyContract = defineContract({
  path: '/call/receipt-key',
  payload: z.object({}),
  response: receiptKeySchema,
});
