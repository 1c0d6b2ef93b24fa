import { describe, expect, it } from 'vitest';
import { createConfirmStore } from './confirm-store';

describe('confirm store', () => {
  it('resolves true when the open request is confirmed and then closes it', async () => {
    const store = createConfirmStore();
    const answer = store.ask({ body: { key: 'noProtocolSelectedContent' } });
    const open = store.current$.getValue();
    expect(open?.body).toEqual({ key: 'noProtocolSelectedContent' });
    store.answer(open!.id, true);
    await expect(answer).resolves.toBe(true);
    expect(store.current$.getValue()).toBeNull();
  });

  it('shows queued requests one after the other', async () => {
    const store = createConfirmStore();
    const first = store.ask({ body: { text: 'one' } });
    const second = store.ask({ body: { text: 'two' } });
    store.answer(store.current$.getValue()!.id, false);
    expect(store.current$.getValue()?.body).toEqual({ text: 'two' });
    store.answer(store.current$.getValue()!.id, true);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
  });

  it('ignores an answer for a request that is not on screen', () => {
    const store = createConfirmStore();
    void store.ask({ body: { text: 'one' } });
    const open = store.current$.getValue()!;
    store.answer(open.id + 1, true);
    expect(store.current$.getValue()).toBe(open);
  });
});
