import { callReceiptKeyContract, type ReceiptKey } from '../../src/application/contracts/fair-billing/receipt-key.contract.js';
import { RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import type { ReceiptSigner } from './receipt-signer.js';

/** The published key, as the endpoint and GET /receipt-key.json answer it. */
export const publishedKey = (signer: ReceiptSigner): ReceiptKey => ({ alg: 'Ed25519', key_id: signer.keyId, public_key: signer.publicKey, public_key_pem: signer.publicKeyPem });

/** /call/receipt-key: the key receipts are signed with; public, like the plain GET route. */
export const callReceiptKeyEndpoint = ({ signer }: { readonly signer: ReceiptSigner }) =>
  defineEndpoint(callReceiptKeyContract, { auth: 'none' }, () => ({ ok: RESULT_SUCCESS, data: publishedKey(signer) }));
