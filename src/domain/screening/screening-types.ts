/** What screening needs to know; `words` is the /other/sensitive answer. */
export interface ScreeningRules {
  readonly words: readonly { readonly type: number; readonly words: readonly string[] }[];
  /** Private chats add the phone-number, '+' number and @handle patterns. */
  readonly privateChat: boolean;
  /** /msg/send-status sensitive_status 1: the chat may carry contact details unmasked. */
  readonly allowed?: boolean;
}

/**
 * The outgoing message after screening. Unflagged text comes back as it was and without
 * the optional fields; flagged text carries what /msg/send reports to the server.
 */
export interface ScreeningResult {
  readonly flagged: boolean;
  readonly content: string;
  readonly original_content?: string;
  readonly sensitive_type?: number;
  readonly sensitive_text?: string;
}

/** Rules compiled once (the automaton over every list word), reused for every message. */
export interface ScreeningMatcher {
  screen(text: string): ScreeningResult;
}
