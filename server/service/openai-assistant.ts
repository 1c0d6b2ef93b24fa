import { z } from 'zod';
import type { AssistantPort } from './assistant-port.js';
import type { AssistantSettings } from './service-settings.js';

/** Ours: an AI answer later than this is given up for the catalogue's own (the user is waiting in the chat). */
export const ASSISTANT_TIMEOUT_MS = 8_000;
/** Ours: answers are a few sentences; this caps a runaway one. */
export const ASSISTANT_MAX_TOKENS = 300;
/** Ours: the model should restate the help, not invent. */
const ASSISTANT_TEMPERATURE = 0.2;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * The assistant through an OpenAI-compatible chat/completions endpoint (issue #16): the
 * retrieved help entries are the only context, the answer is in the user's language. A
 * failure throws; the caller falls back to the catalogue's answer.
 */
export function createOpenAiAssistant(settings: AssistantSettings, fetchImpl: typeof fetch = fetch): AssistantPort {
  return {
    source: 'ai',
    async answer({ question, language, context }) {
      const help = context.map((entry, i) => `[${i + 1}] Q: ${entry.question}\nA: ${entry.answer}`).join('\n\n');
      const response = await fetchImpl(`${settings.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(settings.apiKey !== null && { authorization: `Bearer ${settings.apiKey}` }) },
        body: JSON.stringify({
          model: settings.model,
          temperature: ASSISTANT_TEMPERATURE,
          max_tokens: ASSISTANT_MAX_TOKENS,
          messages: [
            {
              role: 'system',
              content: `You are Glint's customer-service assistant. Answer the user's question in the language "${language}", briefly, using only these help entries. If they do not answer it, reply exactly NO_ANSWER.\n\n${help}`,
            },
            { role: 'user', content: question },
          ],
        }),
        signal: AbortSignal.timeout(ASSISTANT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`assistant endpoint answered HTTP ${response.status}`);
      const text = completionSchema.parse(await response.json()).choices[0]?.message.content?.trim() ?? '';
      return text === '' || text.includes('NO_ANSWER') ? null : text;
    },
  };
}
