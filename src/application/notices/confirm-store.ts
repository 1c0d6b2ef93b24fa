import { BehaviorSubject } from 'rxjs';
import type { LiveState } from '../live-state';
import type { MessageRef } from './message-ref';

export interface ConfirmRequest {
  readonly id: number;
  readonly title?: MessageRef;
  readonly body: MessageRef;
  readonly confirmLabel?: MessageRef;
  /** Null hides the cancel button (a "got it" notice, such as the email format tip of 000 §5). */
  readonly cancelLabel?: MessageRef | null;
  /** The confirm button does something hard to undo (log out, delete): shown in the danger style. */
  readonly destructive?: boolean;
}

export type ConfirmOptions = Omit<ConfirmRequest, 'id'>;

export interface ConfirmStore {
  /** The open confirm dialog (popup layer `confirm`, 99999), or null. */
  readonly current$: LiveState<ConfirmRequest | null>;
  /** Resolves true when confirmed, false when cancelled or dismissed. Requests queue up. */
  ask(options: ConfirmOptions): Promise<boolean>;
  answer(id: number, confirmed: boolean): void;
}

export function createConfirmStore(): ConfirmStore {
  const current$ = new BehaviorSubject<ConfirmRequest | null>(null);
  const queue: { request: ConfirmRequest; resolve: (confirmed: boolean) => void }[] = [];
  let nextId = 1;

  const showHead = (): void => current$.next(queue[0]?.request ?? null);

  return {
    current$,
    ask(options) {
      return new Promise<boolean>((resolve) => {
        queue.push({ request: { ...options, id: nextId++ }, resolve });
        if (queue.length === 1) showHead();
      });
    },
    answer(id, confirmed) {
      const head = queue[0];
      if (!head || head.request.id !== id) return;
      queue.shift();
      head.resolve(confirmed);
      showHead();
    },
  };
}
