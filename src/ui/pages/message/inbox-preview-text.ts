import type { TFunction } from 'i18next';
import type { InboxPreview } from '../../../domain/messages';

/** The preview line of an inbox row or message banner in the interface language. */
export function inboxPreviewText(preview: InboxPreview, t: TFunction): string {
  switch (preview.kind) {
    case 'text':
      return preview.text;
    case 'gift':
      return t('inbox.preview.gift', { title: preview.title });
    case 'notice':
      return preview.text;
    case 'new-message':
      return t('msg.newMessage');
    case 'unsupported':
      return t('msg.notSupport');
    case 'voice':
    case 'image':
    case 'video':
    case 'call':
    case 'gift-ask':
    case 'sticker':
    case 'match':
    case 'service':
      return t(`inbox.preview.${preview.kind}`);
  }
}
