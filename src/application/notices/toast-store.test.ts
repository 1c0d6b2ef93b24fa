import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  it('gives a repeated text a new id so its timer restarts', () => {
    const store = createToastStore();
    store.show({ text: 'Saved' });
    const first = store.toast$.getValue()!;
    store.show({ text: 'Saved' });
    expect(store.toast$.getValue()!.id).toBeGreaterThan(first.id);
  });

  it('leaves a newer toast on screen when an older one is dismissed', () => {
    const store = createToastStore();
    store.show({ text: 'old' });
    const old = store.toast$.getValue()!;
    store.show({ key: 'common.copied' });
    store.dismiss(old.id);
    expect(store.toast$.getValue()?.message).toEqual({ key: 'common.copied' });
    store.dismiss(store.toast$.getValue()!.id);
    expect(store.toast$.getValue()).toBeNull();
  });
});
