import { useTranslation } from 'react-i18next';

/** Where a sticker message keeps its picture: ours is `url`; older clients used the others. */
const URL_FIELDS = ['url', 'sticker_url', 'image_url', 'icon'] as const;

export function stickerUrlOf(data: Readonly<Record<string, unknown>>): string {
  for (const field of URL_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

/** An expression sticker (msg_type 23): the picture alone, no bubble around it. */
export function StickerBubble({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <span className="sticker-bubble" data-testid="sticker-bubble">
      {url ? <img src={url} alt={t('chatMedia.stickerMessage')} className="sticker-bubble__img" draggable={false} /> : t('chatMedia.stickerMessage')}
    </span>
  );
}
