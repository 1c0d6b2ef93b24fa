import { describe, expect, it } from 'vitest';
import { canPublish, canReceive, canSubscribe } from './access.js';
import { InMemoryRoomMembership } from './rooms.js';

function roomsWith(uid: string, roomId: string): InMemoryRoomMembership {
  const rooms = new InMemoryRoomMembership();
  rooms.join(uid, roomId);
  return rooms;
}

describe('realtime access rules', () => {
  const rooms = roomsWith('7', 'r1');

  it.each([
    ['u/7/#', false],
    ['u/7/in', true],
    ['u/7', false],
    ['u/7/out', false],
    ['u/8/#', false],
    ['u/+/in', false],
    ['#', false],
    ['+/7/#', false],
    ['room/r1/#', true],
    ['room/r2/#', false],
    ['room/+/#', false],
    ['$SYS/#', false],
  ])('lets user 7 subscribe to %s: %s', (filter, allowed) => {
    expect(canSubscribe('7', filter, rooms)).toBe(allowed);
  });

  it.each([
    ['u/7/out', true],
    ['u/7/in', false],
    ['u/8/out', false],
    ['u/7/out/x', false],
    ['room/r1/chat', false],
    ['room/r1/sys', false],
    ['room/r2/chat', false],
    ['elsewhere', false],
  ])('lets user 7 publish to %s: %s', (topic, allowed) => {
    expect(canPublish('7', topic)).toBe(allowed);
  });

  it.each([
    ['u/7/in', true],
    ['u/7/out', false],
    ['u/8/in', false],
    ['room/r1/sys', true],
    ['room/r2/sys', false],
  ])('forwards %s to user 7: %s', (topic, allowed) => {
    expect(canReceive('7', topic, rooms)).toBe(allowed);
  });

  it('stops forwarding a room once the user leaves it', () => {
    const membership = roomsWith('7', 'r1');
    membership.leave('7', 'r1');
    expect(canReceive('7', 'room/r1/sys', membership)).toBe(false);
  });
});
