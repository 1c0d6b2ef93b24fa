import { maxUploadBytes, type UploadType } from '../../src/application/contracts/upload/upload-kinds.js';
import { matchesDeclaredType } from './magic-bytes.js';
import type { StoredFileProbe } from './upload-storage.js';

export type StoredFileError = 'UPLOAD.TOO_LARGE' | 'UPLOAD.WRONG_TYPE' | 'UPLOAD.EMPTY';

/** Whether what arrived is a non-empty file of its declared type within its size limit. */
export function checkStoredFile(type: UploadType, file: StoredFileProbe): StoredFileError | null {
  if (file.size === 0) return 'UPLOAD.EMPTY';
  if (file.size > maxUploadBytes(type)) return 'UPLOAD.TOO_LARGE';
  return matchesDeclaredType(type, file.head) ? null : 'UPLOAD.WRONG_TYPE';
}
