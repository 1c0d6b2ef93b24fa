import { Observable, Subject } from 'rxjs';

export interface HeldUntilHeard<T> {
  next(value: T): void;
  readonly values$: Observable<T>;
}

/**
 * A stream of one-off notices that keeps what is sent while nobody listens and hands it
 * to the next listener. The core starts before the views mount: a call recovered on the
 * first connect (a ring, a missed call) must still reach the host that shows it.
 */
export function heldUntilHeard<T>(): HeldUntilHeard<T> {
  const subject = new Subject<T>();
  const held: T[] = [];
  return {
    next: (value) => (subject.observed ? subject.next(value) : void held.push(value)),
    values$: new Observable<T>((subscriber) => {
      const subscription = subject.subscribe(subscriber);
      for (const value of held.splice(0)) subscriber.next(value);
      return subscription;
    }),
  };
}
