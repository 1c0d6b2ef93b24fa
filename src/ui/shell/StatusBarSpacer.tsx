import { useEffect, useState } from 'react';
import { statusBarRetryDelay } from '../../domain/session/status-bar-retry';
import { useAppServices } from '../app-services';

/**
 * Room for the native status bar. The shell reports its height late, so it is asked every
 * STATUS_BAR_RETRY_MS, at most STATUS_BAR_RETRY_MAX times (spec 000 §9); until then (and
 * in a browser) the safe-area inset is used.
 */
export function StatusBarSpacer() {
  const { statusBar } = useAppServices();
  const [height, setHeight] = useState<number | null>(() => statusBar.read());

  useEffect(() => {
    if (height !== null) return undefined;
    let tries = 0;
    let timer: number | undefined;
    const schedule = () => {
      const delay = statusBarRetryDelay(tries);
      if (delay === null) return;
      timer = window.setTimeout(() => {
        tries += 1;
        const value = statusBar.read();
        if (value === null) schedule();
        else setHeight(value);
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [statusBar, height]);

  return <div className="status-bar-spacer" aria-hidden="true" style={height === null ? undefined : { blockSize: height }} />;
}
