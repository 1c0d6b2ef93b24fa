import { MSG_TYPE } from '../../domain/constants';
import { screenOutgoingText, type ScreeningRules } from '../../domain/screening';
import type { OutgoingDraft } from './outgoing-draft';

/** What a draft becomes in the outbox before anything is uploaded or sent. */
export interface ComposedOutgoing {
  readonly msg_type: number;
  /** Ready content; null for a file draft (its URL comes from the upload). */
  readonly msg_content: string | null;
  readonly sensitive_type?: number;
  readonly sensitive_text?: string;
}

export type ComposeOutcome = { readonly ok: true; readonly value: ComposedOutgoing } | { readonly ok: false; readonly error: { readonly code: 'MSG.BLANK' } };

const FILE_TYPES = { image: MSG_TYPE.image, voice: MSG_TYPE.voice, video: MSG_TYPE.video } as const;

/**
 * A draft as it will be sent (001 §5): whitespace-only text is refused; text is screened
 * with the domain's rules — flagged words become *** unless the chat is allowed, the
 * original travels in original_content, and the type and found text go along.
 */
export function composeOutgoing(draft: OutgoingDraft, rules: ScreeningRules): ComposeOutcome {
  switch (draft.kind) {
    case 'text': {
      if (draft.text.trim() === '') return { ok: false, error: { code: 'MSG.BLANK' } };
      const screened = screenOutgoingText(draft.text, rules);
      // sensitive_type rides in the content too: it is what makes the local copy not retriable by tap (domain retry).
      const content = {
        content: screened.content,
        ...(screened.original_content === undefined ? {} : { original_content: screened.original_content }),
        ...(screened.sensitive_type === undefined ? {} : { sensitive_type: screened.sensitive_type }),
      };
      return {
        ok: true,
        value: {
          msg_type: MSG_TYPE.text,
          msg_content: JSON.stringify(content),
          ...(screened.sensitive_type === undefined ? {} : { sensitive_type: screened.sensitive_type }),
          ...(screened.sensitive_text === undefined ? {} : { sensitive_text: screened.sensitive_text }),
        },
      };
    }
    case 'sticker':
      return { ok: true, value: { msg_type: MSG_TYPE.expression, msg_content: JSON.stringify({ pack_id: draft.packId, sticker_id: draft.stickerId, url: draft.url }) } };
    case 'image':
    case 'voice':
    case 'video':
      return { ok: true, value: { msg_type: FILE_TYPES[draft.kind], msg_content: null } };
  }
}
