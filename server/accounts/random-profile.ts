import { randomInt } from 'node:crypto';

const ADJECTIVES = ['Sunny', 'Velvet', 'Lucky', 'Cosmic', 'Gentle', 'Brave', 'Silver', 'Mellow', 'Bright', 'Wild', 'Quiet', 'Golden'] as const;
const NOUNS = ['Fox', 'Comet', 'River', 'Maple', 'Otter', 'Falcon', 'Pearl', 'Breeze', 'Lynx', 'Willow', 'Echo', 'Spark'] as const;
/** Digits appended so two new accounts rarely share a suggestion. */
const SUFFIX_LIMIT = 1_000;

/** A friendly nickname for a new account (random_info), e.g. "Velvet Otter 417"; the user may change it. */
export function randomNickname(): string {
  const adjective = ADJECTIVES[randomInt(ADJECTIVES.length)] ?? ADJECTIVES[0];
  const noun = NOUNS[randomInt(NOUNS.length)] ?? NOUNS[0];
  return `${adjective} ${noun} ${randomInt(SUFFIX_LIMIT)}`;
}
