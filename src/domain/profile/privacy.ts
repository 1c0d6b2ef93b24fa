/** The fields of a card another user receives that the privacy flags govern. */
export interface PrivateCardFields {
  readonly nickname: string;
  readonly avatar: string;
  readonly small_avatar: string;
  readonly age: number | null;
  readonly country_code: string;
  readonly country_flag: string;
  readonly level: number;
  readonly is_vip: 0 | 1;
  readonly is_auth: 0 | 1;
  readonly auth_status: number;
}

/** The privacy settings of the card's owner (001 §2 settings; 000 §3 hide_* fields). */
export interface PrivacyFlags {
  readonly hide_profile: 0 | 1;
  readonly hide_vip: 0 | 1;
  readonly hide_level: 0 | 1;
}

/**
 * A card as someone other than its owner may see it: the server applies this to every
 * card it sends about another user, so a hidden field never leaves the server (a client
 * that ignores the flags still learns nothing). hide_profile blanks the identity (name,
 * photos, age, country, badges; the viewer shows "mystery" and the uid-modulo number),
 * hide_vip the VIP badge, hide_level the level. The flags themselves travel, so a client
 * can say why a field is missing. Ours: the spec names the flags, not what they cover.
 */
export function visibleToOthers<T extends PrivateCardFields & PrivacyFlags>(card: T): T {
  const hidden = card.hide_profile === 1;
  return {
    ...card,
    ...(hidden ? { nickname: '', avatar: '', small_avatar: '', age: null, country_code: '', country_flag: '', is_auth: 0, auth_status: 0 } : {}),
    ...(hidden || card.hide_vip === 1 ? { is_vip: 0 } : {}),
    ...(hidden || card.hide_level === 1 ? { level: 0 } : {}),
  };
}
