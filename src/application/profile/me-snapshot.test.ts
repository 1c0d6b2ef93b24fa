import { describe, expect, it } from 'vitest';
import { testUser } from '../session/session-test-kit';
import { meSnapshotOf } from './me-snapshot';
import { GUEST_ME } from './me-view-model';

describe('meSnapshotOf', () => {
  it('shows the guest when nobody is signed in', () => {
    expect(meSnapshotOf(null, 120)).toBe(GUEST_ME);
  });

  it('maps the user_info flags, counters and balance of a signed-in user', () => {
    const user = testUser(42, { nickname: 'Mila', is_vip: 1, vip_exp: 1_900_000_000_000, auth_status: 1, level: 3, focus_num: 5, fans_num: 7, fans_new: 2, visitor_num: 9, visitor_new: 1 });
    expect(meSnapshotOf(user, 120)).toEqual({
      uid: 42, nickname: 'Mila', avatarUrl: null, isTourist: false, isVip: true, vipExpiresAt: 1_900_000_000_000, isVerified: true, level: 3,
      followingCount: 5, fansCount: 7, fansNew: 2, visitorCount: 9, visitorNew: 1, balance: 120,
      isHost: false, isResting: false,
    });
  });

  it('leaves counters the server has not sent as unknown rather than zero', () => {
    const snapshot = meSnapshotOf(testUser(42), null);
    expect(snapshot.followingCount).toBeNull();
    expect(snapshot.fansCount).toBeNull();
    expect(snapshot.balance).toBeNull();
    expect(snapshot.vipExpiresAt).toBeNull();
  });

  it('prefers the big avatar, then the avatar, then the small one', () => {
    expect(meSnapshotOf(testUser(1, { big_avatar_url: 'big', avatar: 'a', small_avatar: 's' }), 0).avatarUrl).toBe('big');
    expect(meSnapshotOf(testUser(1, { avatar: 'a', small_avatar: 's' }), 0).avatarUrl).toBe('a');
    expect(meSnapshotOf(testUser(1, { small_avatar: 's' }), 0).avatarUrl).toBe('s');
  });

  it('offers rest mode to a host and says when they rest', () => {
    expect(meSnapshotOf(testUser(1, { is_host: 1, is_rest: 1 }), 0)).toMatchObject({ isHost: true, isResting: true });
    expect(meSnapshotOf(testUser(1), 0)).toMatchObject({ isHost: false, isResting: false });
  });

  it('marks a guest account as a tourist and a verified one only with auth_status 1', () => {
    expect(meSnapshotOf(testUser(1, { is_tourist: 1 }), 0).isTourist).toBe(true);
    expect(meSnapshotOf(testUser(1, { is_auth: 1, auth_status: 2 }), 0).isVerified).toBe(false);
  });
});
