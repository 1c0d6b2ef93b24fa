import { describe, expect, it } from 'vitest';
import { earnedPoints } from './message-income';

describe('earnedPoints', () => {
  it('reads the points a received gift or paid message earned', () => {
    expect(earnedPoints(JSON.stringify({ gift_id: 1, income: 10, income_uid: 7, income_hide: 0, receive_point: 5 }))).toBe(5);
    expect(earnedPoints(JSON.stringify({ content: 'hi', income: 10, receive_point: 5 }))).toBe(5);
  });

  it('shows no income line when hidden, when nothing was earned, or for content it cannot read', () => {
    expect(earnedPoints(JSON.stringify({ income: 10, income_hide: 1, receive_point: 0 }))).toBeNull();
    expect(earnedPoints(JSON.stringify({ income: 10, income_hide: 1, receive_point: 5 }))).toBeNull();
    expect(earnedPoints(JSON.stringify({ content: 'free' }))).toBeNull();
    expect(earnedPoints(JSON.stringify({ receive_point: '5' }))).toBeNull();
    expect(earnedPoints('not json')).toBeNull();
    expect(earnedPoints('[1]')).toBeNull();
  });
});
