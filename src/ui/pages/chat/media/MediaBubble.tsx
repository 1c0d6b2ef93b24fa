import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MEDIA } from '../../../../application/messages/messages.tokens';
import type { OutgoingDraft } from '../../../../application/messages/outgoing-draft';
import type { MessageContent } from '../../../../domain/messages/message-content';
import { useService } from '../../../app-services';
import { GiftBubble } from './GiftBubble';
import { ImageBubble } from './ImageBubble';
import { StickerBubble, stickerUrlOf } from './StickerBubble';
import { VideoBubble } from './VideoBubble';
import { VoiceBubble } from './VoiceBubble';
import './media.css';

export interface MediaBubbleProps {
  content: MessageContent;
  mine: boolean;
  /** While an own message is still uploading: its draft, so the local file shows at once. */
  draft?: OutgoingDraft | null;
}

/** A local object URL for the draft's file, revoked when the bubble goes. */
function useDraftUrl(draft: OutgoingDraft | null | undefined): { file: string; cover: string } | null {
  const urls = useMemo(() => {
    if (draft === null || draft === undefined || !('file' in draft)) return null;
    return { file: URL.createObjectURL(draft.file), cover: draft.kind === 'video' ? URL.createObjectURL(draft.cover) : '' };
  }, [draft]);
  useEffect(
    () => () => {
      if (urls === null) return;
      URL.revokeObjectURL(urls.file);
      if (urls.cover) URL.revokeObjectURL(urls.cover);
    },
    [urls],
  );
  return urls;
}

/** The URLs a message of this kind makes the app load (a draft's own local file aside); '' loads nothing. */
function loadedUrls(content: MessageContent): readonly string[] {
  switch (content.kind) {
    case 'voice':
      return [content.voice_url];
    case 'image':
      return [content.image_url, content.small_url];
    case 'video':
      return [content.url, content.cover_url];
    case 'sticker':
      return [stickerUrlOf(content.data)];
    default:
      return [];
  }
}

/**
 * The media bubbles of the chat (001 §2): voice, picture, video, gift and sticker. Other
 * kinds are the chat's own bubbles: this draws nothing for them.
 */
export function MediaBubble({ content, mine, draft }: MediaBubbleProps) {
  const local = useDraftUrl(draft);
  const { t } = useTranslation();
  const chatMedia = useService(CHAT_MEDIA);
  // Media from anywhere but our own storage is never loaded: no script URL runs, no foreign host learns the reader's IP.
  if (loadedUrls(content).some((url) => url !== '' && chatMedia?.mayShowMedia(url) !== true)) {
    return (
      <span className="media-refused" data-testid="media-refused">
        {t('chatMedia.mediaRefused')}
      </span>
    );
  }
  switch (content.kind) {
    case 'voice':
      return <VoiceBubble url={content.voice_url || local?.file || ''} durationSec={content.voice_duration || (draft?.kind === 'voice' ? draft.durationSec : 0)} unread={content.voice_unread} mine={mine} />;
    case 'image': {
      const width = content.image_width || (draft?.kind === 'image' ? draft.width : 0);
      const height = content.image_height || (draft?.kind === 'image' ? draft.height : 0);
      const url = content.small_url || content.image_url || local?.file || '';
      return <ImageBubble url={url} fullUrl={content.image_url || url} width={width} height={height} />;
    }
    case 'video':
      return (
        <VideoBubble
          url={content.url || local?.file || ''}
          coverUrl={content.cover_url || local?.cover || ''}
          width={content.width || (draft?.kind === 'video' ? draft.width : 0)}
          height={content.height || (draft?.kind === 'video' ? draft.height : 0)}
          durationSec={content.duration || (draft?.kind === 'video' ? draft.durationSec : 0)}
        />
      );
    case 'gift':
      return <GiftBubble title={content.title} icon={content.icon} count={content.number || 1} svgaUrl={content.svga_url} mine={mine} />;
    case 'sticker':
      return <StickerBubble url={stickerUrlOf(content.data) || (draft?.kind === 'sticker' ? draft.url : '')} />;
    default:
      return null;
  }
}
