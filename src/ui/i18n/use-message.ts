import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRef } from '../../application/notices/message-ref';

/**
 * Words a MessageRef from the core: catalogue keys are translated (the core's keys are
 * plain strings, so an unknown one shows the generic error rather than a raw key).
 */
export function useMessageText(): (message: MessageRef) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: MessageRef) => {
      if ('text' in message) return message.text;
      // The core cannot see the key type; the check above the call makes it safe.
      if (!i18n.exists(message.key)) return t('shell.errorTitle');
      return i18n.t(message.key as 'tips', message.values ?? {});
    },
    [t, i18n],
  );
}
