import { CHAT_TYPE, MSG_TYPE, SYSTEM_USER_ID } from '../constants';

/** The system assistant chat: no report, and its avatar does nothing when tapped. */
export function isSystemAssistantChat(chatType: number, chatId: number): boolean {
  return chatType === CHAT_TYPE.assistant || chatId === SYSTEM_USER_ID;
}

export interface MessageMenu {
  readonly copy: boolean;
  /** Copying an AI issue guide shows a tip. */
  readonly copyTip: boolean;
  /** Always offered. */
  readonly delete: true;
  readonly report: boolean;
}

/** The long-press menu of a message (001 §2, §6). */
export function messageMenu(
  message: { readonly send_uid: number; readonly msg_type: number; readonly chat_type: number; readonly chat_id: number },
  myUid: number,
): MessageMenu {
  const report =
    message.send_uid !== myUid &&
    message.msg_type !== MSG_TYPE.gift &&
    message.chat_type !== CHAT_TYPE.notice &&
    message.chat_type !== CHAT_TYPE.notify &&
    !isSystemAssistantChat(message.chat_type, message.chat_id);
  return {
    copy: message.msg_type === MSG_TYPE.text || message.msg_type === MSG_TYPE.aiIssueGuide,
    copyTip: message.msg_type === MSG_TYPE.aiIssueGuide,
    delete: true,
    report,
  };
}
