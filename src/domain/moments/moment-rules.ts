/**
 * Moments (spec 001 §3, §4, §6; issue #14): text plus up to 9 photos or one video of at
 * most 15 s with its cover, reviewed before anyone else sees it.
 */
export const MOMENT_STATUS = { adminDeleted: -2, deleted: -1, underReview: 0, passed: 1, rejected: 2 } as const;
export type MomentStatus = (typeof MOMENT_STATUS)[keyof typeof MOMENT_STATUS];

export const MOMENT_MAX_PHOTOS = 9;
export const MOMENT_MAX_VIDEOS = 1;
export const MOMENT_MAX_VIDEO_SECONDS = 15;
/** Ours: the longest text a moment carries, in characters. */
export const MOMENT_TEXT_MAX = 500;
/** Ours (the spec says "coins per post", amount not shown): what a post costs a non-VIP. */
export const MOMENT_POST_PRICE = 20;

export interface MomentMedia {
  readonly kind: 'image' | 'video';
  /** Seconds of a video; absent for a photo. */
  readonly duration?: number;
  /** A video's cover picture. */
  readonly cover?: string;
}

export type MomentDraftProblem = 'MOMENT.EMPTY' | 'MOMENT.TEXT_TOO_LONG' | 'MOMENT.TOO_MANY_PHOTOS' | 'MOMENT.MIXED_MEDIA' | 'MOMENT.VIDEO_TOO_LONG' | 'MOMENT.VIDEO_WITHOUT_COVER';

/** What is wrong with a draft, or null when it may be posted. */
export function momentDraftProblem(text: string, media: readonly MomentMedia[]): MomentDraftProblem | null {
  const videos = media.filter((item) => item.kind === 'video');
  const photos = media.length - videos.length;
  if (text.trim() === '' && media.length === 0) return 'MOMENT.EMPTY';
  if ([...text].length > MOMENT_TEXT_MAX) return 'MOMENT.TEXT_TOO_LONG';
  if (videos.length > 0 && (photos > 0 || videos.length > MOMENT_MAX_VIDEOS)) return 'MOMENT.MIXED_MEDIA';
  if (photos > MOMENT_MAX_PHOTOS) return 'MOMENT.TOO_MANY_PHOTOS';
  const video = videos[0];
  if (video !== undefined && !(typeof video.duration === 'number' && video.duration > 0 && video.duration <= MOMENT_MAX_VIDEO_SECONDS)) return 'MOMENT.VIDEO_TOO_LONG';
  if (video !== undefined && (video.cover ?? '') === '') return 'MOMENT.VIDEO_WITHOUT_COVER';
  return null;
}

/** Coins a post costs: VIP subscribers post free and unlimited (000 §1), everyone else pays the price. */
export function momentPostPrice(isVip: boolean): number {
  return isVip ? 0 : MOMENT_POST_PRICE;
}

/** Who may see a moment: its author in any state but deleted, everyone else once it passed. */
export function momentVisibleTo(moment: { readonly uid: number; readonly status: number }, viewer: number): boolean {
  if (moment.status === MOMENT_STATUS.passed) return true;
  return moment.uid === viewer && moment.status >= MOMENT_STATUS.underReview;
}

/** An operator's review moves only a moment under review, to passed or rejected. */
export function reviewedStatus(current: number, verdict: 'pass' | 'reject'): MomentStatus | null {
  if (current !== MOMENT_STATUS.underReview) return null;
  return verdict === 'pass' ? MOMENT_STATUS.passed : MOMENT_STATUS.rejected;
}

/** `sub` of the type-7 user-state notice that tells an author their moment was reviewed (ours; 001 §3 gives no keys). */
export const USER_STATE_SUB_MOMENT = 'moment_review';

export interface MomentReviewedNotice {
  readonly type: 7;
  readonly sub: typeof USER_STATE_SUB_MOMENT;
  readonly id: number;
  readonly status: MomentStatus;
  /** Coins given back (a rejected paid post), else 0. */
  readonly refunded: number;
}
