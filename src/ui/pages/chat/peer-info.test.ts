import { describe, expect, it } from 'vitest';
import { onlineLabelKey, peerUidOf, spokenLanguages } from './peer-info';

describe('peer info', () => {
  it('names the online dot by status, unknown codes as offline', () => {
    expect(onlineLabelKey(1)).toBe('online.online');
    expect(onlineLabelKey(3)).toBe('online.rest');
    expect(onlineLabelKey(9)).toBe('online.offline');
  });

  it('names up to three spoken languages and keeps codes it cannot name', () => {
    expect(spokenLanguages('en, es,,fr,de', 'en')).toEqual(['English', 'Spanish', 'French']);
    expect(spokenLanguages('', 'en')).toEqual([]);
    expect(spokenLanguages('zz-invalid-!!', 'en')).toEqual(['zz-invalid-!!']);
  });

  it('reads a positive integer uid from the query', () => {
    expect(peerUidOf('42')).toBe(42);
  });

  it('refuses a missing, zero, negative, fractional or non-numeric uid', () => {
    for (const raw of [null, '', '0', '-3', '1.5', 'abc', '1e400']) expect(peerUidOf(raw)).toBeNull();
  });
});
