import { describe, expect, it } from 'vitest';
import { MSG_TYPE, SENSITIVE_TYPE } from '../constants';
import { parseMessageContent } from './message-content';

const json = (value: unknown) => JSON.stringify(value);

describe('parseMessageContent', () => {
  it('reads text with its screening fields', () => {
    expect(parseMessageContent(MSG_TYPE.text, json({ content: '***', original_content: 'call 12345678', sensitive_type: SENSITIVE_TYPE.digitRun }))).toEqual({
      kind: 'text', content: '***', original_content: 'call 12345678', sensitive_type: SENSITIVE_TYPE.digitRun,
    });
  });
  it('reads plain text without screening fields', () => {
    expect(parseMessageContent(MSG_TYPE.text, json({ content: 'hi' }))).toEqual({ kind: 'text', content: 'hi' });
  });
  it('reads numbers sent as numeric strings and defaults missing fields', () => {
    expect(parseMessageContent(MSG_TYPE.voice, json({ voice_url: 'v.mp3', voice_duration: '7' }))).toEqual({ kind: 'voice', voice_url: 'v.mp3', voice_duration: 7, voice_unread: false });
  });
  it('reads picture, video and gift fields', () => {
    expect(parseMessageContent(MSG_TYPE.image, json({ image_url: 'a', small_url: 'b', image_width: 3, image_height: 4 }))).toMatchObject({ kind: 'image', image_width: 3 });
    expect(parseMessageContent(MSG_TYPE.video, json({ url: 'u', cover: 'c', duration: 9 }))).toMatchObject({ kind: 'video', cover_url: 'c', duration: 9 });
    expect(parseMessageContent(MSG_TYPE.gift, json({ gift_id: 3, title: 'Rose', price: 10, number: 2 }))).toMatchObject({ kind: 'gift', title: 'Rose', price: 10, number: 2 });
  });
  it('reads a notice, taking its text or else its content', () => {
    expect(parseMessageContent(MSG_TYPE.notice, json({ key: 'not_reply', content: 'c' }))).toEqual({ kind: 'notice', key: 'not_reply', text: 'c' });
  });
  it('marks an unreadable notice so it shows as "New Message"', () => {
    expect(parseMessageContent(MSG_TYPE.notice, '{oops')).toEqual({ kind: 'notice-unreadable' });
  });
  it('marks an unknown kind, or unreadable content of a known one, as not supported', () => {
    expect(parseMessageContent(202, json({ content: 'x' }))).toEqual({ kind: 'unsupported' });
    expect(parseMessageContent(MSG_TYPE.text, 'not json')).toEqual({ kind: 'unsupported' });
    expect(parseMessageContent(MSG_TYPE.text, json([1]))).toEqual({ kind: 'unsupported' });
  });
  it('keeps the JSON of kinds whose fields the spec does not list', () => {
    expect(parseMessageContent(MSG_TYPE.expression, json({ pack: 'cat', index: 3 }))).toEqual({ kind: 'sticker', data: { pack: 'cat', index: 3 } });
  });
  it('accepts content that arrives already parsed', () => {
    expect(parseMessageContent(MSG_TYPE.text, { content: 'hi' })).toEqual({ kind: 'text', content: 'hi' });
  });
  it('never throws on hostile input', () => {
    for (const raw of [null, undefined, 42, '', 'null', '"str"', '{"content":{"a":1}}', '\uD800']) {
      expect(() => parseMessageContent(MSG_TYPE.text, raw)).not.toThrow();
    }
  });
});
