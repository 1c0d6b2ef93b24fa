import { useCallback, useRef, useState } from 'react';

/**
 * One task at a time for a form, so a double tap sends once: `run(kind, task)` does
 * nothing while another task runs, else marks `busy` with its kind until the task settles.
 */
export function useBusyTask<K extends string>(): { readonly busy: K | null; run(kind: K, task: () => Promise<unknown>): Promise<void> } {
  const [busy, setBusy] = useState<K | null>(null);
  // The state lags a render behind a double tap; the ref does not.
  const running = useRef(false);
  const run = useCallback(async (kind: K, task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(kind);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
