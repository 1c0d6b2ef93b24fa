import { useCallback, useState } from 'react';
import type { EmailBindingError, EmailResult } from '../../../application/email-binding/email-binding-services';
import { useMessageText } from '../../i18n/use-message';
import { useBusyTask } from '../login/use-busy-task';
import { emailErrorPlace, emailErrorText, type EmailErrorPlace } from './email-error-text';

/**
 * What the e-mail forms share: one step at a time (a double tap sends once), the last
 * error shown beside the field it is about, cleared by the next step.
 */
export function useEmailForm<K extends string>() {
  const messageText = useMessageText();
  const { busy, run } = useBusyTask<K>();
  const [error, setError] = useState<{ readonly place: EmailErrorPlace; readonly text: string } | null>(null);

  const step = useCallback(
    <T>(kind: K, task: () => Promise<EmailResult<T>>, onDone: (value: T) => void, place?: (error: EmailBindingError) => EmailErrorPlace) =>
      void run(kind, async () => {
        setError(null);
        const outcome = await task();
        if (outcome.ok) onDone(outcome.value);
        else setError({ place: place?.(outcome.error) ?? emailErrorPlace(outcome.error), text: messageText(emailErrorText(outcome.error)) });
      }),
    [run, messageText],
  );

  /** The error's text when it belongs at `place`. */
  const errorAt = (place: EmailErrorPlace): string | undefined => (error?.place === place ? error.text : undefined);
  return { busy, step, errorAt };
}
