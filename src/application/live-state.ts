import type { Observable } from 'rxjs';

/**
 * A hot, replayed value a view can both read now and follow (DESIGN.md house style 6, 9).
 * A BehaviorSubject satisfies it; views only ever see this read side.
 */
export interface LiveState<T> extends Observable<T> {
  getValue(): T;
}
