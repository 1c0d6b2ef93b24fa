import { uploadTypeOfMime, type UploadType } from '../contracts/upload/upload-kinds';
import type { HttpPort } from '../ports/http.port';
import type { UploadPort } from '../ports/upload.port';
import { uploadFile, type UploadFileError } from '../upload/upload-file';
import type { OutgoingDraft } from './outgoing-draft';

type FileDraft = Extract<OutgoingDraft, { readonly file: Blob }>;

/** What the upload flag of a chat file is (000 §5: message uploads carry the msg flag). */
const MESSAGE_UPLOAD_FLAG = 'msg';

/** The recorder's format is mp3 (001 §5); pictures without a usable type go as jpg. */
const FALLBACK_TYPE = { image: 'jpg', voice: 'mp3', video: 'mp4' } as const satisfies Record<FileDraft['kind'], UploadType>;

export type UploadDraftOutcome =
  | { readonly ok: true; readonly msg_content: string }
  /** `transient`: the network failed (try again later); else the server refused the file. */
  | { readonly ok: false; readonly transient: boolean; readonly error: UploadFileError };

const typeOf = (blob: Blob, kind: FileDraft['kind']): UploadType => uploadTypeOfMime(blob.type) ?? FALLBACK_TYPE[kind];

const isTransient = (error: UploadFileError): boolean => {
  if (error.code === 'UPLOAD.TRANSFER') return true;
  const code = error.api.code;
  return code === 'API.NETWORK' || code === 'API.TIMEOUT' || (code === 'API.HTTP' && (error.api.status ?? 500) >= 500);
};

/** Uploads a file draft (picture, voice, video with its cover) and answers the message content that names it. */
export async function uploadDraft(deps: { readonly http: HttpPort; readonly upload: UploadPort }, draft: FileDraft): Promise<UploadDraftOutcome> {
  const file = await uploadFile(deps, {
    body: draft.file,
    type: typeOf(draft.file, draft.kind),
    flag: MESSAGE_UPLOAD_FLAG,
    withMd5: true,
    ...(draft.kind === 'voice' ? {} : { width: draft.width, height: draft.height }),
  });
  if (!file.ok) return { ok: false, transient: isTransient(file.error), error: file.error };
  const { url, smallUrl } = file.value;
  switch (draft.kind) {
    case 'image':
      return { ok: true, msg_content: JSON.stringify({ image_url: url, small_url: smallUrl, image_width: draft.width, image_height: draft.height }) };
    case 'voice':
      return { ok: true, msg_content: JSON.stringify({ voice_url: url, voice_duration: draft.durationSec }) };
    case 'video': {
      const cover = await uploadFile(deps, { body: draft.cover, type: typeOf(draft.cover, 'image'), flag: MESSAGE_UPLOAD_FLAG, withMd5: true, width: draft.width, height: draft.height });
      if (!cover.ok) return { ok: false, transient: isTransient(cover.error), error: cover.error };
      const content = { url, cover_url: cover.value.url, small_url: cover.value.smallUrl, width: draft.width, height: draft.height, duration: draft.durationSec };
      return { ok: true, msg_content: JSON.stringify(content) };
    }
  }
}
