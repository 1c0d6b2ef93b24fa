import { feedbackSubmitContract } from '../contracts/feedback/submit.contract';
import type { ApiError } from '../ports/http.port';
import { checkFeedback, type FeedbackDraft, type FeedbackError } from '../../domain/social/feedback';
import { uploadPicture, type PictureUploadDeps, type PictureUploadOutcome } from '../upload/upload-picture';

/** The `flag` of a feedback screenshot upload. */
export const FEEDBACK_UPLOAD_FLAG = 'feedback';

export interface FeedbackScreenshot {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export type FeedbackOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: { readonly code: FeedbackError } | { readonly code: 'FEEDBACK.SEND_FAILED'; readonly api: ApiError } };

/** The feedback pages (001 §2 /pagesPub/set/feedback and /pagesPub/my/feedback). */
export interface FeedbackServices {
  uploadScreenshot(picked: Blob): Promise<PictureUploadOutcome>;
  /** Checks the form (domain checkFeedback) before anything is sent, then sends it. */
  send(draft: Omit<FeedbackDraft, 'imageCount'> & { readonly screenshots: readonly FeedbackScreenshot[] }): Promise<FeedbackOutcome>;
}

export function createFeedbackServices(deps: PictureUploadDeps): FeedbackServices {
  return {
    uploadScreenshot: (picked) => uploadPicture(deps, picked, FEEDBACK_UPLOAD_FLAG),
    async send({ screenshots, ...draft }) {
      const checked = checkFeedback({ ...draft, imageCount: screenshots.length });
      if (!checked.ok) return { ok: false, error: { code: checked.error } };
      const result = await deps.http.request(feedbackSubmitContract, { ...checked.value, ...(screenshots.length === 0 ? {} : { photos: [...screenshots] }) });
      return result.ok ? { ok: true } : { ok: false, error: { code: 'FEEDBACK.SEND_FAILED', api: result.error } };
    },
  };
}
