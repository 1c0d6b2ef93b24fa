import MD5 from 'crypto-js/md5';
import WordArray from 'crypto-js/lib-typedarrays';
import type { UploadBody, UploadPort, UploadTransferOutcome } from '../../application/ports/upload.port';

/** The bytes of a body, for hashing. */
async function bytesOf(body: UploadBody): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await body.arrayBuffer());
}

/**
 * UploadPort over fetch (PUT to the ticket's storage: this server's /uploads or an
 * S3-compatible bucket) with crypto-js md5. Failures follow 000 §8: a non-2xx answer is
 * 'Upload response ' + its status text; no answer at all is 'Empty response'.
 */
export class FetchUpload implements UploadPort {
  constructor(
    private readonly options: {
      /** Origin relative ticket hosts ('/uploads') resolve against: '' in a browser page means the page's own. */
      readonly baseUrl: string;
      readonly fetch?: typeof fetch;
    },
  ) {}

  async put(url: string, body: UploadBody, headers: Readonly<Record<string, string>>): Promise<UploadTransferOutcome> {
    const target = /^https?:\/\//.test(url) ? url : `${this.options.baseUrl}${url}`;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(target, { method: 'PUT', headers: { ...headers }, body: body as BodyInit });
    } catch {
      return { ok: false, error: { code: 'UPLOAD.EMPTY_RESPONSE', message: 'Empty response' } };
    }
    // Drain the body so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { ok: true } : { ok: false, error: { code: 'UPLOAD.RESPONSE', message: `Upload response ${response.statusText}` } };
  }

  async md5(body: UploadBody): Promise<string> {
    // crypto-js reads typed arrays through lib-typedarrays' WordArray.create.
    return MD5(WordArray.create(await bytesOf(body) as unknown as number[])).toString();
  }
}
