/**
 * A server-generated avatar that may stand in for a user's own picture (a frame, a
 * "live" or "VIP" rendition…). `type` names the label; `url` is the substitute image.
 */
export interface AvatarLabel {
  readonly type: string;
  readonly url: string;
}

/**
 * Picks the avatar to show: the label whose type comes first in `priorityOrder` (the
 * init config's avatar rules) wins; labels without a URL or with a type the order does
 * not list never substitute. Without a winner the user's own avatar stays.
 */
export function substituteAvatarUrl(avatar: string, labels: readonly AvatarLabel[], priorityOrder: readonly string[]): string {
  for (const type of priorityOrder) {
    const label = labels.find((candidate) => candidate.type === type && candidate.url !== '');
    if (label !== undefined) return label.url;
  }
  return avatar;
}
