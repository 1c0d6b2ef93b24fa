import type { AppContext } from '../context.js';
import type { ServerModule } from '../server-module.js';
import { startCallMessages } from './call-messages.js';
import { startDemoHostReplies } from './demo-host-replies.js';
import { errorReporter } from '../logging/error-reporter.js';
import { greetCleanEndpoint } from './greet-clean.endpoint.js';
import { greetListEndpoint } from './greet-list.endpoint.js';
import { greetSendEndpoint } from './greet-send.endpoint.js';
import type { MessagesDeps } from './messages-deps.js';
import { createMessaging } from './messaging.js';
import { msgDelIndexEndpoint } from './msg-del-index.endpoint.js';
import { msgDeleteEndpoint } from './msg-delete.endpoint.js';
import { msgDetailEndpoint } from './msg-detail.endpoint.js';
import { msgGetTotalUnreadEndpoint } from './msg-get-total-unread.endpoint.js';
import { msgGetUnreadEndpoint } from './msg-get-unread.endpoint.js';
import { msgListEndpoint } from './msg-list.endpoint.js';
import { msgReadEndpoint } from './msg-read.endpoint.js';
import { msgSendStatusEndpoint } from './msg-send-status.endpoint.js';
import { msgSendEndpoint } from './msg-send.endpoint.js';
import { msgSyncDetailEndpoint } from './msg-sync-detail.endpoint.js';
import { otherSensitiveEndpoint } from './other-sensitive.endpoint.js';
import { reportHandleEndpoint } from './report-handle.endpoint.js';
import { reportReasonEndpoint } from './report-reason.endpoint.js';
import { reportsOperations } from './reports.operations.js';

/**
 * One-to-one chats (001 §7): the inbox, a chat's history, sending (screened, priced,
 * stored once, pushed), reading, deleting, say-hi greetings, the word lists, customer
 * service and reports, and the chat's records of calls and matches (types 8 and 27);
 * /msg/sync is the sync module's. The demo hosts' replies run
 * from start to stop.
 */
export function createMessagesModule(ctx: AppContext): ServerModule {
  const deps: MessagesDeps = { ...ctx, messaging: createMessaging(ctx) };
  let stopDemoReplies: (() => void) | undefined;
  let stopCallMessages: (() => void) | undefined;
  return {
    endpoints: [
      msgListEndpoint(deps),
      msgDelIndexEndpoint(deps),
      msgSyncDetailEndpoint(deps),
      msgSendEndpoint(deps),
      msgSendStatusEndpoint(deps),
      msgDetailEndpoint(deps),
      msgReadEndpoint(deps),
      msgDeleteEndpoint(deps),
      msgGetUnreadEndpoint(deps),
      msgGetTotalUnreadEndpoint(deps),
      otherSensitiveEndpoint(deps),
      greetSendEndpoint(deps),
      greetCleanEndpoint(deps),
      greetListEndpoint(deps),
      reportHandleEndpoint(deps),
      reportReasonEndpoint(deps),
    ],
    adminOperations: reportsOperations(ctx),
    start: () => {
      stopDemoReplies = startDemoHostReplies(ctx, deps.messaging);
      stopCallMessages = startCallMessages({ ...ctx, messaging: deps.messaging, onError: errorReporter(ctx.log, 'call-messages') });
    },
    stop: () => {
      stopDemoReplies?.();
      stopCallMessages?.();
    },
  };
}
