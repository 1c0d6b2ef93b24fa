import { describe, expect, it } from 'vitest';
import { SENSITIVE_TYPE } from '../constants';
import { compileScreeningRules } from './compile-screening-rules';
import { screenOutgoingText } from './screen-outgoing-text';
import type { ScreeningRules } from './screening-types';
import { SCREEN_MASK } from './mask-spans';

const lists: ScreeningRules['words'] = [
  { type: SENSITIVE_TYPE.secondaryWords, words: ['darn'] },
  { type: SENSITIVE_TYPE.appStoreLink, words: ['play.google.com'] },
  { type: SENSITIVE_TYPE.link, words: ['www', '.com'] },
  { type: SENSITIVE_TYPE.words, words: ['Scam', ' '] },
];
const general: ScreeningRules = { words: lists, privateChat: false };
const privateChat: ScreeningRules = { words: lists, privateChat: true };

describe('screenOutgoingText', () => {
  it('returns clean text unchanged and without the optional fields', () => {
    expect(screenOutgoingText('hello there', privateChat)).toEqual({ flagged: false, content: 'hello there' });
  });
  it('masks a type-1 word whatever its case and reports the text as typed', () => {
    expect(screenOutgoingText('a SCAM here', general)).toEqual({
      flagged: true, content: `a ${SCREEN_MASK} here`, original_content: 'a SCAM here',
      sensitive_type: SENSITIVE_TYPE.words, sensitive_text: 'SCAM',
    });
  });
  it('ignores list entries that are only whitespace instead of flagging every space', () => {
    expect(screenOutgoingText('two words', general).flagged).toBe(false);
  });
  it('flags a link list only when every one of its words occurs', () => {
    expect(screenOutgoingText('see www later', general).flagged).toBe(false);
    const result = screenOutgoingText('see www.shop.com', general);
    expect(result).toMatchObject({ sensitive_type: SENSITIVE_TYPE.link, sensitive_text: 'www .com' });
    expect(result.content).toBe(`see ${SCREEN_MASK}.shop${SCREEN_MASK}`);
  });
  it('checks type 1 before links, links before app-store links, those before type 2, and type 2 before e-mail', () => {
    const steps: [string, number][] = [
      ['darn scam www.play.google.com a@b.io', SENSITIVE_TYPE.words],
      ['darn www.play.google.com a@b.io', SENSITIVE_TYPE.link],
      ['darn play.google.com a@b.io', SENSITIVE_TYPE.appStoreLink],
      ['darn a@b.io', SENSITIVE_TYPE.secondaryWords],
      ['a@b.io', SENSITIVE_TYPE.email],
    ];
    for (const [text, type] of steps) expect(screenOutgoingText(text, general).sensitive_type).toBe(type);
  });
  it('masks every check that hits, not only the first', () => {
    expect(screenOutgoingText('darn scam', general).content).toBe(`${SCREEN_MASK} ${SCREEN_MASK}`);
  });
  it('checks an unknown list type after the known ones', () => {
    const rules: ScreeningRules = { words: [{ type: 9, words: ['odd'] }, ...lists], privateChat: false };
    expect(screenOutgoingText('odd darn', rules).sensitive_type).toBe(SENSITIVE_TYPE.secondaryWords);
    expect(screenOutgoingText('odd', rules).sensitive_type).toBe(9);
  });
  it('finds a listed number typed with spaces and masks its original characters', () => {
    const rules: ScreeningRules = { words: [{ type: 1, words: ['123'] }], privateChat: false };
    expect(screenOutgoingText('x 1 2 3 y', rules).content).toBe(`x ${SCREEN_MASK} y`);
  });
  it('applies the contact patterns in a private chat only', () => {
    for (const text of ['call 12345678', 'call +123456', 'find @anna']) {
      expect(screenOutgoingText(text, general).flagged).toBe(false);
      expect(screenOutgoingText(text, privateChat).flagged).toBe(true);
    }
  });
  it('flags exactly 8 digits and not 7, spaced or not', () => {
    expect(screenOutgoingText('1234 5678', privateChat)).toMatchObject({ sensitive_type: SENSITIVE_TYPE.digitRun, content: SCREEN_MASK, sensitive_text: '1234 5678' });
    expect(screenOutgoingText('123 4567', privateChat).flagged).toBe(false);
  });
  it("flags '+' with exactly 6 digits and not with 5", () => {
    expect(screenOutgoingText('+ 123456', privateChat)).toMatchObject({ sensitive_type: SENSITIVE_TYPE.plusDigits, content: SCREEN_MASK });
    expect(screenOutgoingText('+12345', privateChat).flagged).toBe(false);
  });
  it('reports the digit run before the plus number before the handle', () => {
    expect(screenOutgoingText('@anna +123456 12345678', privateChat).sensitive_type).toBe(SENSITIVE_TYPE.digitRun);
    expect(screenOutgoingText('@anna +123456', privateChat).sensitive_type).toBe(SENSITIVE_TYPE.plusDigits);
    expect(screenOutgoingText('@anna', privateChat)).toMatchObject({ sensitive_type: SENSITIVE_TYPE.handle, sensitive_text: '@anna' });
  });
  it('reports an address as an e-mail, not as a handle', () => {
    expect(screenOutgoingText('anna@mail.com', privateChat).sensitive_type).toBe(SENSITIVE_TYPE.email);
  });
  it('sends the original when the chat is allowed, still reporting the hit', () => {
    const result = screenOutgoingText('call 12345678', { ...privateChat, allowed: true });
    expect(result).toEqual({
      flagged: true, content: 'call 12345678', original_content: 'call 12345678',
      sensitive_type: SENSITIVE_TYPE.digitRun, sensitive_text: '12345678',
    });
  });
  it('never throws on empty text, empty lists or malformed server data', () => {
    const broken = { words: [null, { type: 1 }, { type: 'x', words: [] }, { type: 1, words: [3, 'ok'] }], privateChat: true } as unknown as ScreeningRules;
    expect(screenOutgoingText('', general)).toEqual({ flagged: false, content: '' });
    expect(screenOutgoingText('ok', broken).flagged).toBe(true);
    expect(screenOutgoingText('x', { words: null, privateChat: false } as unknown as ScreeningRules).flagged).toBe(false);
    expect(screenOutgoingText('\uDFFF\u0000🙂', { words: [], privateChat: true })).toEqual({ flagged: false, content: '\uDFFF\u0000🙂' });
  });
  it('does not flag a link list that has no words', () => {
    expect(screenOutgoingText('anything', { words: [{ type: SENSITIVE_TYPE.link, words: [] }], privateChat: false }).flagged).toBe(false);
  });
  it('leaves the rules untouched', () => {
    const rules = { words: [{ type: 1, words: ['B', 'a'] }], privateChat: true };
    const copy = structuredClone(rules);
    screenOutgoingText('a b', rules);
    expect(rules).toEqual(copy);
  });
});

describe('compileScreeningRules', () => {
  it('gives a matcher that screens like screenOutgoingText', () => {
    const matcher = compileScreeningRules(privateChat);
    for (const text of ['hi', 'scam', '+1234567', 'x@y.io']) expect(matcher.screen(text)).toEqual(screenOutgoingText(text, privateChat));
  });
});
