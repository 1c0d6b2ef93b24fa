import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '../constants';
import { inboxPreview } from './inbox-preview';

const json = (value: unknown) => JSON.stringify(value);

describe('inboxPreview', () => {
  it('shows the text of a text message', () => {
    expect(inboxPreview(MSG_TYPE.text, json({ content: 'hello' }))).toEqual({ kind: 'text', text: 'hello' });
  });
  it('names the gift of a gift message', () => {
    expect(inboxPreview(MSG_TYPE.gift, json({ title: 'Rose' }))).toEqual({ kind: 'gift', title: 'Rose' });
  });
  it('marks media, calls, stickers, matches and service messages by kind', () => {
    const cases: [number, string][] = [
      [MSG_TYPE.voice, 'voice'], [MSG_TYPE.image, 'image'], [MSG_TYPE.video, 'video'], [MSG_TYPE.call, 'call'],
      [MSG_TYPE.giftAsk, 'gift-ask'], [MSG_TYPE.expression, 'sticker'], [MSG_TYPE.matchSuccess, 'match'],
      [MSG_TYPE.aiIssueGuide, 'service'], [MSG_TYPE.serviceRated, 'service'],
    ];
    for (const [type, kind] of cases) expect(inboxPreview(type, '{}')).toEqual({ kind });
  });
  it('gives a notice its key and text, and an unreadable one the "New Message" marker', () => {
    expect(inboxPreview(MSG_TYPE.notice, json({ key: 'k', text: 't' }))).toEqual({ kind: 'notice', key: 'k', text: 't' });
    expect(inboxPreview(MSG_TYPE.notice, 'nope')).toEqual({ kind: 'new-message' });
  });
  it('marks an unknown kind as not supported', () => {
    expect(inboxPreview(150, '{}')).toEqual({ kind: 'unsupported' });
  });
});
