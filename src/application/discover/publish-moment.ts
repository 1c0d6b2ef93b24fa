import { momentDraftProblem, type MomentDraftProblem } from '../../domain';
import { momentPublishContract } from '../contracts/moment/publish.contract';
import type { Moment, MomentMediaItem } from '../contracts/moment/moment';
import { uploadTypeOfMime, UPLOAD_KINDS } from '../contracts/upload/upload-kinds';
import { videoDraftOf, type VideoProbe } from '../messages/media/video-draft';
import { uploadFile } from '../upload/upload-file';
import { uploadPicture, type PictureUploadDeps } from '../upload/upload-picture';

/** What the upload flag of a moment's photos says they are for. */
export const MOMENT_UPLOAD_FLAG = 'moment';

export interface MomentDraft {
  readonly text: string;
  readonly photos: readonly Blob[];
  /** Or one video (≤ 15 s) with what the view read of it: its length, size and cover frame. */
  readonly video?: { readonly file: Blob; readonly probe: VideoProbe } | undefined;
  /** One key per draft: a retried submit posts (and pays) once. */
  readonly clientKey: string;
}

export type PublishMomentOutcome =
  | { readonly ok: true; readonly moment: Moment; readonly cost: number }
  | { readonly ok: false; readonly code: MomentDraftProblem | 'MOMENT.UPLOAD_FAILED' | 'MOMENT.REFUSED' };

export type PublishMomentDeps = PictureUploadDeps;

/**
 * Posts a moment: the draft is checked by the same rule the server applies, the photos
 * (compressed, with their md5) or the video and its cover frame are uploaded, then /moment/publish. A refusal (not enough
 * coins opens the recharge flow through the callback) keeps the draft for another try.
 */
export async function publishMoment(deps: PublishMomentDeps, draft: MomentDraft): Promise<PublishMomentOutcome> {
  const { video } = draft;
  // The rule needs only to know a cover frame exists; its URL comes with the upload.
  const hasCover = video !== undefined && video.probe.cover !== null && video.probe.cover.size > 0;
  const videoMedia = video === undefined ? [] : [{ kind: 'video' as const, duration: video.probe.durationSec, ...(hasCover ? { cover: 'frame' } : {}) }];
  const problem = momentDraftProblem(draft.text, [...draft.photos.map(() => ({ kind: 'image' as const })), ...videoMedia]);
  if (problem !== null) return { ok: false, code: problem };
  if (video !== undefined) {
    const uploaded = await uploadMomentVideo(deps, video.file, video.probe);
    if (uploaded === null) return { ok: false, code: 'MOMENT.UPLOAD_FAILED' };
    return post(deps, draft, [uploaded]);
  }
  const media = [];
  for (const photo of draft.photos) {
    const uploaded = await uploadPicture(deps, photo, MOMENT_UPLOAD_FLAG);
    if (!uploaded.ok) return { ok: false, code: 'MOMENT.UPLOAD_FAILED' };
    media.push({ kind: 'image' as const, url: uploaded.value.url, width: uploaded.value.width, height: uploaded.value.height });
  }
  return post(deps, draft, media);
}

async function post(deps: PublishMomentDeps, draft: MomentDraft, media: MomentMediaItem[]): Promise<PublishMomentOutcome> {
  const result = await deps.http.request(momentPublishContract, { text: draft.text, media, client_key: draft.clientKey });
  return result.ok ? { ok: true, moment: result.data.moment, cost: result.data.cost } : { ok: false, code: 'MOMENT.REFUSED' };
}

/** A moment's video and its cover frame uploaded (the video as it is, the cover compressed): its media item, or null when either failed. */
async function uploadMomentVideo(deps: PublishMomentDeps, file: Blob, probe: VideoProbe): Promise<MomentMediaItem | null> {
  const type = uploadTypeOfMime(file.type);
  const draft = videoDraftOf(file, probe);
  if (type === null || UPLOAD_KINDS[type].family !== 'video' || !draft.ok) return null;
  const { cover, durationSec, width, height } = draft.value;
  const uploaded = await uploadFile(deps, { body: file, type, flag: MOMENT_UPLOAD_FLAG, withMd5: true, width, height });
  if (!uploaded.ok) return null;
  const coverUpload = await uploadPicture(deps, cover, MOMENT_UPLOAD_FLAG);
  if (!coverUpload.ok) return null;
  return { kind: 'video', url: uploaded.value.url, cover: coverUpload.value.url, duration: durationSec, width, height };
}
