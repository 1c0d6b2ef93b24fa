import { describe, expect, it } from 'vitest';
import { MSG_STATUS } from '../constants';
import { reduceSend, type OutgoingMessage } from './send-state';

const sending: OutgoingMessage & { body: string } = { send_state: 'sending', msg_status: MSG_STATUS.ok, mtime: 1_000, id: null, body: 'hi' };

describe('reduceSend', () => {
  it('marks an accepted message sent with the server mtime and id, keeping its other fields', () => {
    expect(reduceSend(sending, { type: 'accepted', mtime: 1_234, id: 77 })).toEqual({ ...sending, send_state: 'sent', mtime: 1_234, id: 77 });
  });
  it('keeps the local id when the answer carries none', () => {
    expect(reduceSend(sending, { type: 'accepted', mtime: 2 }).id).toBeNull();
  });
  it('marks a rejected message failed with msg_status 1', () => {
    expect(reduceSend(sending, { type: 'rejected' })).toMatchObject({ send_state: 'failed', msg_status: MSG_STATUS.failed });
  });
  it('puts a failed message back to sending on resend', () => {
    const failed = reduceSend(sending, { type: 'rejected' });
    expect(reduceSend(failed, { type: 'resend' })).toMatchObject({ send_state: 'sending', msg_status: MSG_STATUS.ok });
  });
  it('lets a late acceptance end a failed send', () => {
    const failed = reduceSend(sending, { type: 'rejected' });
    expect(reduceSend(failed, { type: 'accepted', mtime: 5 })).toMatchObject({ send_state: 'sent', msg_status: MSG_STATUS.ok, mtime: 5 });
  });
  it('ignores events that do not apply, returning the same object', () => {
    const sent = reduceSend(sending, { type: 'accepted', mtime: 5 });
    expect(reduceSend(sent, { type: 'rejected' })).toBe(sent);
    expect(reduceSend(sent, { type: 'resend' })).toBe(sent);
    expect(reduceSend(sent, { type: 'accepted', mtime: 9 })).toBe(sent);
    expect(reduceSend(sending, { type: 'resend' })).toBe(sending);
  });
  it('never changes the message it is given', () => {
    const copy = { ...sending };
    reduceSend(sending, { type: 'accepted', mtime: 9, id: 1 });
    expect(sending).toEqual(copy);
  });
});
