import { describe, expect, it } from 'vitest';
import { formatInboxTime } from './inbox-time';

const NOW = new Date(2026, 5, 15, 18, 0).getTime();

describe('inbox time', () => {
  it('shows the clock time for today, the day this year, and the full date before', () => {
    expect(formatInboxTime(new Date(2026, 5, 15, 9, 5).getTime(), NOW, 'en')).toMatch(/9:05/);
    expect(formatInboxTime(new Date(2026, 1, 3, 9, 5).getTime(), NOW, 'en')).toBe('Feb 3');
    expect(formatInboxTime(new Date(2024, 1, 3).getTime(), NOW, 'en')).toBe('Feb 3, 2024');
  });

  it('shows nothing for a chat without a message time', () => {
    expect(formatInboxTime(0, NOW, 'en')).toBe('');
  });
});
