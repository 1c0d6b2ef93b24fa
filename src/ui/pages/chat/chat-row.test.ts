import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '../../../domain/constants';
import { markOf, rowKey } from './chat-row';

describe('chat rows', () => {
  it('shows no checkmark on received messages', () => {
    expect(markOf({ sendState: null, read: false })).toBeNull();
  });

  it('turns a sent checkmark to read only when the peer has read the message', () => {
    expect(markOf({ sendState: 'sent', read: false })).toBe('sent');
    expect(markOf({ sendState: 'sent', read: true })).toBe('read');
  });

  it('keeps sending and failed as they are, whatever the read flag says', () => {
    expect(markOf({ sendState: 'sending', read: true })).toBe('sending');
    expect(markOf({ sendState: 'failed', read: false })).toBe('failed');
  });

  it('keys separators by time, the header once and messages by their stable key', () => {
    expect(rowKey({ kind: 'time', msg_type: MSG_TYPE.timeSeparator, mtime: 5 })).toBe('t:5');
    expect(rowKey({ kind: 'header', msg_type: MSG_TYPE.firstMessageHeader })).toBe('header');
  });
});
