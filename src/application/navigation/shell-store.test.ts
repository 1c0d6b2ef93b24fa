import { describe, expect, it } from 'vitest';
import { createShellStore } from './shell-store';

describe('shell store', () => {
  it('opens on the first tab by default', () => {
    expect(createShellStore().defaultTabIndex$.getValue()).toBe(0);
  });

  it('takes a default tab index from the server', () => {
    const store = createShellStore();
    store.setDefaultTabIndex(3);
    expect(store.defaultTabIndex$.getValue()).toBe(3);
  });

  it('keeps the current default when the value is not a tab index', () => {
    const store = createShellStore(2);
    for (const bad of [4, -1, 1.5, '1', null, undefined]) store.setDefaultTabIndex(bad);
    expect(store.defaultTabIndex$.getValue()).toBe(2);
  });
});
