import { MSG_STATUS, MSG_TYPE } from '../constants';
import { parseMessageContent } from './message-content';

/**
 * Whether tapping the failure marker may resend (001 §4): any failed message except text
 * that screening flagged — resending it would only fail the same way.
 */
export function canRetryByTap(message: { readonly msg_status: number; readonly msg_type: number; readonly msg_content: string }): boolean {
  if (message.msg_status !== MSG_STATUS.failed) return false;
  if (message.msg_type !== MSG_TYPE.text) return true;
  const content = parseMessageContent(message.msg_type, message.msg_content);
  return !(content.kind === 'text' && content.sensitive_type !== undefined);
}
