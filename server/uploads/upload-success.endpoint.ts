import { uploadSuccessContract } from '../../src/application/contracts/upload/success.contract.js';
import { uploadTypeSchema } from '../../src/application/contracts/upload/upload-kinds.js';
import { RESULT_ERROR, RESULT_SUCCESS } from '../../src/domain/constants.js';
import { defineEndpoint } from '../api/define-endpoint.js';
import { refuse } from '../api/refuse.js';
import type { AppContext } from '../context.js';
import { checkStoredFile } from './check-stored-file.js';
import { confirmUpload, findOwnUpload } from './upload-queries.js';

/**
 * /upload/success (000 §5, §7): confirms an upload. On this server's disk the PUT already
 * checked the file; in a bucket the server reads its first bytes now. Repeating it is harmless.
 */
export const uploadSuccessEndpoint = ({ db, clock, uploads }: Pick<AppContext, 'db' | 'clock' | 'uploads'>) =>
  defineEndpoint(uploadSuccessContract, { auth: 'required' }, async (payload, caller) => {
    const row = await findOwnUpload(db, caller.uid, payload.id);
    if (row === undefined) return refuse(RESULT_ERROR, `No upload ${payload.id} of yours`);
    const answer = { ok: RESULT_SUCCESS, data: { url: uploads.publicUrl(row.path), path: row.path } };
    if (row.status === 'confirmed') return answer;

    let size = row.size_bytes;
    if (row.status === 'pending') {
      const stored = uploads.kind === 's3' ? await uploads.probe(row.path) : null;
      if (stored === null) return refuse(RESULT_ERROR, 'The file has not been uploaded yet');
      const problem = checkStoredFile(uploadTypeSchema.parse(row.type), stored);
      if (problem !== null) return refuse(RESULT_ERROR, `The upload was refused: ${problem}`);
      size = stored.size;
    }
    await confirmUpload(db, row.id, size, clock.now());
    return answer;
  });
