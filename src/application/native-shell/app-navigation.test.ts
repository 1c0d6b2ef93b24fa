import { describe, expect, it } from 'vitest';
import { nativeShellNavigation } from './app-navigation';

describe('nativeShellNavigation', () => {
  it('asks the native shell to open a route as its own page', () => {
    const opened: string[] = [];
    const navigation = nativeShellNavigation({ isNativeShell: true, navigate: (path) => opened.push(path) });
    navigation.openInShell('/pages/tab/match');
    expect(navigation.isNativeShell).toBe(true);
    expect(opened).toEqual(['/pages/tab/match']);
  });

  it('says a browser is no native shell', () => {
    expect(nativeShellNavigation({ isNativeShell: false, navigate: () => undefined }).isNativeShell).toBe(false);
  });
});
