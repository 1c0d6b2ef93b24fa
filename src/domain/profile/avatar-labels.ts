import { MS_PER_DAY } from '../constants';

/**
 * The labels an avatar can wear (000 §3: a card's avatar_labels, shown by the priority
 * order of init's avatar_rules). The spec names neither the labels nor the rule that gives
 * them; ours are the facts a caller would choose someone by: live now, verified, VIP, new.
 */
export const AVATAR_LABELS = ['live', 'auth', 'vip', 'new'] as const;
export type AvatarLabel = (typeof AVATAR_LABELS)[number];

/** The priority the server sends as avatar_rules until an operator sets another (`config set avatar_rules`). */
export const AVATAR_RULES_DEFAULT: readonly AvatarLabel[] = AVATAR_LABELS;

/** How long after sign-up a user wears the "new" label. */
export const NEW_USER_LABEL_DAYS = 7;

/** What the labels are given by, as the viewer may see them (after the owner's privacy flags). */
export interface AvatarLabelFacts {
  readonly isLive: boolean;
  readonly isAuth: boolean;
  readonly isVip: boolean;
  readonly createdAt: number;
  /** A hidden profile wears none: a label would say something about who is behind "mystery". */
  readonly hidden: boolean;
}

/** Every label a user wears now, in AVATAR_LABELS order. */
export function avatarLabelsOf(facts: AvatarLabelFacts, now: number): AvatarLabel[] {
  if (facts.hidden) return [];
  const wears: Readonly<Record<AvatarLabel, boolean>> = {
    live: facts.isLive,
    auth: facts.isAuth,
    vip: facts.isVip,
    new: now - facts.createdAt < NEW_USER_LABEL_DAYS * MS_PER_DAY,
  };
  return AVATAR_LABELS.filter((label) => wears[label]);
}

/**
 * The one label an avatar shows: the first of the operator's `rules` (priority order) that
 * the user wears; null when none. A rule the app does not know is skipped, so an operator's
 * newer label never blanks the ones this client can draw.
 */
export function topAvatarLabel(labels: readonly string[], rules: readonly string[]): AvatarLabel | null {
  const known = (rule: string): rule is AvatarLabel => (AVATAR_LABELS as readonly string[]).includes(rule);
  return rules.filter(known).find((rule) => labels.includes(rule)) ?? null;
}
