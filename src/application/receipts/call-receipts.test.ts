import { generateKeyPairSync, sign } from 'node:crypto';
import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { webCryptoSignatureVerifier } from '../../adapters/crypto/webcrypto-signature-verifier';
import { CALL_RECEIPT_VERSION, receiptText, type CallReceipt } from '../../domain';
import { createScriptedHttp } from '../session/session-test-kit';
import { createCallReceipts } from './call-receipts';

const pair = generateKeyPairSync('ed25519');
const publicKey = Buffer.from(pair.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url').toString('base64url');
const receipt: CallReceipt = {
  v: CALL_RECEIPT_VERSION, room_id: 7, payer_uid: 1, callee_uid: 2, call_type: 1, started_at: 1_000, ended_at: 301_000, connected_s: 300, free_s: 0,
  price_per_min: 60, minutes_billed: 5, minutes_refunded: 1, refunds: [{ minute: 3, down_s: 40, reason: 'media_down' }], coins_spent: 240, key_id: 'k1',
};
const signatureOf = (r: CallReceipt) => sign(null, Buffer.from(receiptText(r)), pair.privateKey).toString('base64url');

function receiptsServing(served: CallReceipt, signature = signatureOf(receipt)) {
  const { http } = createScriptedHttp({
    '/call/receipt': { data: { receipt: served, signature } },
    '/call/receipt-key': { data: { alg: 'Ed25519', key_id: 'k1', public_key: publicKey, public_key_pem: '' } },
  });
  return createCallReceipts(http, webCryptoSignatureVerifier, asyncScheduler);
}

describe('call receipts on the device (issue #19)', () => {
  it('says a receipt the server signed is genuine', async () => {
    const receipts = receiptsServing(receipt);
    await receipts.load(7);
    await receipts.verify(7);
    expect(receipts.receipt$(7).getValue().check).toBe('valid');
  });

  it('says a receipt changed after signing is not', async () => {
    const receipts = receiptsServing({ ...receipt, coins_spent: 0 });
    await receipts.load(7);
    await receipts.verify(7);
    expect(receipts.receipt$(7).getValue().check).toBe('invalid');
  });

  it('exports the receipt with its signature, the signed text and the key', async () => {
    const receipts = receiptsServing(receipt);
    await receipts.load(7);
    await receipts.verify(7);
    const exported = JSON.parse(receipts.exportJson(7) ?? 'null') as { signature: string; signed_text: string; public_key: { public_key: string } };
    expect(exported).toMatchObject({ signature: signatureOf(receipt), signed_text: receiptText(receipt), public_key: { public_key: publicKey } });
  });

  it('keeps a failed load as an error to retry, with nothing to export', async () => {
    const { http } = createScriptedHttp({});
    const receipts = createCallReceipts(http, webCryptoSignatureVerifier, asyncScheduler);
    await receipts.load(7);
    expect(receipts.receipt$(7).getValue().receipt.status).toBe('error');
    expect(receipts.exportJson(7)).toBeNull();
  });
});
