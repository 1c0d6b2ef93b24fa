import { describe, expect, it } from 'vitest';
import { formatCallDuration, formatSeparatorTime } from './message-time';

const noon = new Date(2026, 5, 15, 12, 0).getTime();

describe('message times', () => {
  it('shows only the time for a message of today', () => {
    expect(formatSeparatorTime(new Date(2026, 5, 15, 9, 5).getTime(), noon, 'en-US')).toBe('9:05 AM');
  });

  it('adds the day for an earlier day of this year and the year for older ones', () => {
    expect(formatSeparatorTime(new Date(2026, 5, 14, 9, 5).getTime(), noon, 'en-US')).toContain('Jun 14');
    expect(formatSeparatorTime(new Date(2025, 5, 14, 9, 5).getTime(), noon, 'en-US')).toContain('2025');
  });

  it('formats call lengths as m:ss, and h:mm:ss from an hour', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(65)).toBe('1:05');
    expect(formatCallDuration(3_661)).toBe('1:01:01');
    expect(formatCallDuration(-3)).toBe('0:00');
  });
});
