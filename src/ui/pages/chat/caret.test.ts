import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './caret';

describe('insertAtCaret', () => {
  it('puts the emoji at the caret and moves the caret after it', () => {
    expect(insertAtCaret('hello', '🙂', 2, 2)).toEqual({ value: 'he🙂llo', caret: 4 });
  });

  it('replaces a selection', () => {
    expect(insertAtCaret('hello', '!', 1, 4)).toEqual({ value: 'h!o', caret: 2 });
  });

  it('appends when the field has no caret', () => {
    expect(insertAtCaret('hi', ' 👋', null, null)).toEqual({ value: 'hi 👋', caret: 5 });
  });
});
