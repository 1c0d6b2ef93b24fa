/**
 * The assistant's AI endpoint (issue #16): ASSISTANT_URL, the base of an OpenAI-compatible
 * API (`…/v1`; chat/completions is appended), ASSISTANT_MODEL and ASSISTANT_API_KEY. Unset
 * URL: the local matcher answers alone.
 */
export interface AssistantSettings {
  readonly url: string;
  readonly model: string;
  readonly apiKey: string | null;
}

/** Ours: the model asked when ASSISTANT_MODEL is not set. */
export const DEFAULT_ASSISTANT_MODEL = 'gpt-4o-mini';

export function loadAssistantSettings(env: NodeJS.ProcessEnv): AssistantSettings | null {
  const url = env.ASSISTANT_URL?.trim() ?? '';
  if (url === '') return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`ASSISTANT_URL must be an http(s) address, got "${url}"`);
  }
  return { url: url.replace(/\/+$/, ''), model: env.ASSISTANT_MODEL?.trim() || DEFAULT_ASSISTANT_MODEL, apiKey: env.ASSISTANT_API_KEY?.trim() || null };
}
