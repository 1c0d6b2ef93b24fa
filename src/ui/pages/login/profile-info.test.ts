import { describe, expect, it } from 'vitest';
import { parseProfileInfo } from './profile-info';

describe('profile completion info parameter', () => {
  it('reads a nickname and birthday from URL-encoded JSON', () => {
    const param = encodeURIComponent(JSON.stringify({ nickname: 'Mila', birthday: '1999-04-02', extra: 1 }));
    expect(parseProfileInfo(param)).toEqual({ nickname: 'Mila', birthday: '1999-04-02' });
  });

  it('reads JSON that the router already decoded', () => {
    expect(parseProfileInfo('{"nickname":"Ana"}')).toEqual({ nickname: 'Ana', birthday: '' });
  });

  it('prefills nothing for a missing, malformed or mistyped parameter', () => {
    for (const bad of [null, '', '%E0%A4%A', 'not json', '42', JSON.stringify({ nickname: 7 })]) {
      expect(parseProfileInfo(bad)).toEqual({ nickname: '', birthday: '' });
    }
  });
});
