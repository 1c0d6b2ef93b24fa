/**
 * The help catalogue (issue #16): what the assistant says and the answers it knows, one
 * file per shipped language under ./help. The guide offers the COMMON topics (001 §4:
 * coins, payments, calls, account, report); a free question is matched against every topic.
 */
export const COMMON_TOPICS = ['coins', 'payments', 'calls', 'account', 'report'] as const;
export const MORE_TOPICS = ['gifts', 'vip', 'games'] as const;
export const HELP_TOPICS = [...COMMON_TOPICS, ...MORE_TOPICS] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number];

export interface HelpEntry {
  /** The question as the guide offers it. */
  readonly question: string;
  readonly answer: string;
  /** Other words people use for this topic, space-separated: the matcher reads them with the question and answer. */
  readonly keywords: string;
}

export interface HelpCatalogue {
  /** The guide's greeting (message 28) when a session starts. */
  readonly greeting: string;
  /** A free question nothing in the catalogue answers. */
  readonly noAnswer: string;
  /** "Talk to a person": the session is in the queue. */
  readonly queued: string;
  /** The rating request (message 30) when a session ends. */
  readonly ratingRequest: string;
  readonly topics: Readonly<Record<HelpTopic, HelpEntry>>;
}

export function isHelpTopic(id: string): id is HelpTopic {
  return (HELP_TOPICS as readonly string[]).includes(id);
}
