import { describe, expect, it } from 'vitest';
import { CHAT_TYPE, MSG_TYPE, SYSTEM_USER_ID } from '../constants';
import { isSystemAssistantChat, messageMenu } from './message-menu';

const ME = 1;
const PEER = 2;
const incoming = { send_uid: PEER, msg_type: MSG_TYPE.text, chat_type: CHAT_TYPE.private, chat_id: PEER };

describe('messageMenu', () => {
  it('offers copy, delete and report on a text from someone else', () => {
    expect(messageMenu(incoming, ME)).toEqual({ copy: true, copyTip: false, delete: true, report: true });
  });
  it('hides report on my own messages', () => {
    expect(messageMenu({ ...incoming, send_uid: ME }, ME).report).toBe(false);
  });
  it('hides report on gifts', () => {
    expect(messageMenu({ ...incoming, msg_type: MSG_TYPE.gift }, ME).report).toBe(false);
  });
  it('hides report in notice and notify chats', () => {
    expect(messageMenu({ ...incoming, chat_type: CHAT_TYPE.notice }, ME).report).toBe(false);
    expect(messageMenu({ ...incoming, chat_type: CHAT_TYPE.notify }, ME).report).toBe(false);
  });
  it('hides report in the system assistant chat', () => {
    expect(messageMenu({ ...incoming, chat_type: CHAT_TYPE.assistant }, ME).report).toBe(false);
    expect(messageMenu({ ...incoming, chat_id: SYSTEM_USER_ID, send_uid: SYSTEM_USER_ID }, ME).report).toBe(false);
  });
  it('offers copy with a tip on an AI issue guide and no copy on other kinds', () => {
    expect(messageMenu({ ...incoming, msg_type: MSG_TYPE.aiIssueGuide }, ME)).toMatchObject({ copy: true, copyTip: true });
    expect(messageMenu({ ...incoming, msg_type: MSG_TYPE.voice }, ME)).toMatchObject({ copy: false, copyTip: false, delete: true });
  });
});

describe('isSystemAssistantChat', () => {
  it('recognises the assistant chat type and the system user id, and nothing else', () => {
    expect(isSystemAssistantChat(CHAT_TYPE.assistant, 5)).toBe(true);
    expect(isSystemAssistantChat(CHAT_TYPE.private, SYSTEM_USER_ID)).toBe(true);
    expect(isSystemAssistantChat(CHAT_TYPE.private, 5)).toBe(false);
  });
});
