import type { HelpEntry } from './help-catalogue.js';

export interface AssistantQuestion {
  readonly question: string;
  /** The session's language: the answer is written in it. */
  readonly language: string;
  /** The catalogue entries the retrieval step found, best first (never empty). */
  readonly context: readonly HelpEntry[];
}

/**
 * Writes the answer to a free question from the retrieved help entries (issue #16): the
 * local adapter answers with the best entry; the OpenAI-compatible one (ASSISTANT_URL)
 * asks a chat-completions endpoint to answer from them. Null: it has no answer.
 */
export interface AssistantPort {
  readonly source: 'catalogue' | 'ai';
  answer(question: AssistantQuestion): Promise<string | null>;
}
