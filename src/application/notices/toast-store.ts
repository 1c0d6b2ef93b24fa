import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';
import type { MessageRef } from './message-ref';

export const TOAST_MS = 2_000;

export interface Toast {
  /** Increases with every toast, so the view restarts its timer even for a repeated text. */
  readonly id: number;
  readonly message: MessageRef;
}

export interface ToastStore {
  /** The toast on screen, or null. The view hides it after TOAST_MS (000 §9). */
  readonly toast$: LiveState<Toast | null>;
  show(message: MessageRef): void;
  /** Hides the toast with this id; a newer toast is left alone. */
  dismiss(id: number): void;
}

export function createToastStore(): ToastStore {
  const toast$ = new BehaviorSubject<Toast | null>(null);
  let nextId = 1;
  return {
    toast$,
    show(message) {
      toast$.next({ id: nextId++, message });
    },
    dismiss(id) {
      if (toast$.getValue()?.id === id) toast$.next(null);
    },
  };
}
