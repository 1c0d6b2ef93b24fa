import { CARD_WIDGET_RESP_OK } from '../../domain';
import type { ProviderPayResult } from './provider-client';

/**
 * The in-page card widget's answer (000 §7): respCode 20000 with status S goes to the
 * pay result, with status R to the URL it returned (challenge or gather); anything else
 * is the provider's refusal, and a result without respCode is judged by its resultCode alone.
 */
export type CardWidgetStep = 'result' | 'redirect' | 'refused';

export function cardWidgetStep(result: ProviderPayResult): CardWidgetStep {
  if (result.respCode === undefined) return result.redirectUrl ? 'redirect' : 'result';
  if (result.respCode !== CARD_WIDGET_RESP_OK) return 'refused';
  if (result.status === 'R' && result.redirectUrl) return 'redirect';
  return 'result';
}
