import { z } from 'zod';
import { API_REQUEST_TIMEOUT_MS } from '../../src/domain/constants.js';
import { translatorLanguage, type TranslateResult, type Translator } from './translator.js';

/** LibreTranslate's answer to POST /translate (detectedLanguage only when source is "auto"). */
const answerSchema = z.object({
  translatedText: z.string(),
  detectedLanguage: z.object({ language: z.string() }).optional(),
});

/**
 * A LibreTranslate-compatible server (TRANSLATE_URL, optionally TRANSLATE_API_KEY): POST
 * {base}/translate with q, source "auto", target and format "text". Any failure — refused,
 * slower than the request timeout, an answer of another shape — is TRANSLATE.FAILED, never a throw.
 */
export function createLibreTranslateTranslator(baseUrl: string, apiKey?: string): Translator {
  const endpoint = new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
  return {
    async translate(text, target): Promise<TranslateResult> {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ q: text, source: 'auto', target: translatorLanguage(target), format: 'text', ...(apiKey !== undefined && { api_key: apiKey }) }),
          signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
        });
        const parsed = answerSchema.safeParse(response.ok ? await response.json() : undefined);
        if (!parsed.success) return { ok: false, error: { code: 'TRANSLATE.FAILED', message: `The translation service answered HTTP ${response.status}` } };
        return { ok: true, text: parsed.data.translatedText, source: parsed.data.detectedLanguage?.language ?? '' };
      } catch (error) {
        return { ok: false, error: { code: 'TRANSLATE.FAILED', message: `The translation service could not be reached (${(error as Error).message})` } };
      }
    },
  };
}
