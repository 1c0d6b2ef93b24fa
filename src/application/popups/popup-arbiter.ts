/**
 * Which popup wins, highest first (issue #12, 000 §2, 001 "Notice banners"): a call (the
 * call screen, a running call, or a screen nothing may cover) over a banner (the incoming-call
 * banner, the end-of-call popups) over an offer (the welcome gift, a discount) over the
 * free-call reminder.
 */
export const POPUP_PRIORITY = ['call', 'banner', 'offer', 'reminder'] as const;

export type PopupKind = (typeof POPUP_PRIORITY)[number];

/** The highest kind that wants to show, or null: the one popup the screen shows. */
export function winningPopup(wanting: ReadonlySet<PopupKind>): PopupKind | null {
  return POPUP_PRIORITY.find((kind) => wanting.has(kind)) ?? null;
}

/**
 * May a popup of `kind` show while `wanting` want to? Only if nothing above it wants to.
 * A kind does not hide its peers: each offer store keeps its own one-at-a-time rule.
 */
export function mayShowPopup(kind: PopupKind, wanting: ReadonlySet<PopupKind>): boolean {
  return POPUP_PRIORITY.slice(0, POPUP_PRIORITY.indexOf(kind)).every((above) => !wanting.has(above));
}
