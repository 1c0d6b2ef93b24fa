import { useEffect, useState } from 'react';
import { MS_PER_SECOND } from '../../../domain';

/** Seconds left from `seconds` (read once, at mount), ticking once a second while `running`; calls `onZero` at 0. */
export function useCountdown(seconds: number, running: boolean, onZero: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), MS_PER_SECOND);
    return () => window.clearInterval(timer);
  }, [running]);
  useEffect(() => {
    if (running && left === 0) onZero();
  }, [running, left, onZero]);
  return left;
}
