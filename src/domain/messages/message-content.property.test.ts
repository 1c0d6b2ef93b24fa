import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG_TYPE } from '../constants';
import { parseMessageContent } from './message-content';

const knownTypes = Object.values(MSG_TYPE);

describe('content parse properties', () => {
  it('never throws and always names a kind, for any type and any content', () => {
    fc.assert(fc.property(fc.oneof(fc.constantFrom(...knownTypes), fc.integer()), fc.oneof(fc.string(), fc.json(), fc.anything()), (type, raw) => {
      expect(typeof parseMessageContent(type, raw).kind).toBe('string');
    }));
  });
  it('reads back the content of any text message it is given', () => {
    fc.assert(fc.property(fc.string(), (content) => {
      expect(parseMessageContent(MSG_TYPE.text, JSON.stringify({ content }))).toEqual({ kind: 'text', content });
    }));
  });
});
