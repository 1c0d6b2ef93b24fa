import { describe, expect, it } from 'vitest';
import { heldUntilHeard } from './held-until-heard';

describe('heldUntilHeard', () => {
  it('hands what was sent while nobody listened to the first listener, once', () => {
    const stream = heldUntilHeard<number>();
    stream.next(1);
    stream.next(2);
    const first: number[] = [];
    const second: number[] = [];
    stream.values$.subscribe((value) => first.push(value));
    stream.values$.subscribe((value) => second.push(value));
    stream.next(3);
    expect(first).toEqual([1, 2, 3]);
    expect(second).toEqual([3]);
  });

  it('holds again once every listener has left', () => {
    const stream = heldUntilHeard<number>();
    stream.values$.subscribe().unsubscribe();
    stream.next(4);
    const later: number[] = [];
    stream.values$.subscribe((value) => later.push(value));
    expect(later).toEqual([4]);
  });
});
