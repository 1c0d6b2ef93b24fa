import { momentDraftProblem, type MomentDraftProblem } from '../../domain';
import { momentPublishContract } from '../contracts/moment/publish.contract';
import type { Moment } from '../contracts/moment/moment';
import { uploadPicture, type PictureUploadDeps } from '../upload/upload-picture';

/** What the upload flag of a moment's photos says they are for. */
export const MOMENT_UPLOAD_FLAG = 'moment';

export interface MomentDraft {
  readonly text: string;
  readonly photos: readonly Blob[];
  /** One key per draft: a retried submit posts (and pays) once. */
  readonly clientKey: string;
}

export type PublishMomentOutcome =
  | { readonly ok: true; readonly moment: Moment; readonly cost: number }
  | { readonly ok: false; readonly code: MomentDraftProblem | 'MOMENT.UPLOAD_FAILED' | 'MOMENT.REFUSED' };

export type PublishMomentDeps = PictureUploadDeps;

/**
 * Posts a moment: the draft is checked by the same rule the server applies, the photos
 * are uploaded (compressed, with their md5), then /moment/publish. A refusal (not enough
 * coins opens the recharge flow through the callback) keeps the draft for another try.
 */
export async function publishMoment(deps: PublishMomentDeps, draft: MomentDraft): Promise<PublishMomentOutcome> {
  const problem = momentDraftProblem(draft.text, draft.photos.map(() => ({ kind: 'image' as const })));
  if (problem !== null) return { ok: false, code: problem };
  const media = [];
  for (const photo of draft.photos) {
    const uploaded = await uploadPicture(deps, photo, MOMENT_UPLOAD_FLAG);
    if (!uploaded.ok) return { ok: false, code: 'MOMENT.UPLOAD_FAILED' };
    media.push({ kind: 'image' as const, url: uploaded.value.url, width: uploaded.value.width, height: uploaded.value.height });
  }
  const result = await deps.http.request(momentPublishContract, { text: draft.text, media, client_key: draft.clientKey });
  return result.ok ? { ok: true, moment: result.data.moment, cost: result.data.cost } : { ok: false, code: 'MOMENT.REFUSED' };
}
