import { describe, expect, it } from 'vitest';
import { MSG_STATUS, MSG_TYPE, SENSITIVE_TYPE } from '../constants';
import { canRetryByTap } from './retry';

const failed = (msg_type: number, content: object) => ({ msg_status: MSG_STATUS.failed, msg_type, msg_content: JSON.stringify(content) });

describe('canRetryByTap', () => {
  it('lets a failed text be resent', () => {
    expect(canRetryByTap(failed(MSG_TYPE.text, { content: 'hi' }))).toBe(true);
  });
  it('refuses a failed text that screening flagged', () => {
    expect(canRetryByTap(failed(MSG_TYPE.text, { content: '***', sensitive_type: SENSITIVE_TYPE.words }))).toBe(false);
  });
  it('lets failed media and gifts be resent', () => {
    expect(canRetryByTap(failed(MSG_TYPE.image, { image_url: 'blob:x' }))).toBe(true);
    expect(canRetryByTap(failed(MSG_TYPE.gift, { gift_id: 1 }))).toBe(true);
  });
  it('offers no retry for a message that did not fail', () => {
    expect(canRetryByTap({ ...failed(MSG_TYPE.text, { content: 'hi' }), msg_status: MSG_STATUS.ok })).toBe(false);
  });
});
