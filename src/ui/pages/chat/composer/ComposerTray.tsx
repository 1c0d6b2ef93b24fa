import { useEffect, useRef, useState, type CSSProperties, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MEDIA } from '../../../../application/messages/messages.tokens';
import type { PickedFile } from '../../../../application/messages/media/prepare-image-drafts';
import type { Sticker } from '../../../../application/messages/media/sticker-packs';
import { videoDraftOf } from '../../../../application/messages/media/video-draft';
import type { OutgoingDraft } from '../../../../application/messages/outgoing-draft';
import type { PictureSource } from '../../../../domain/media';
import { useAppServices, useService } from '../../../app-services';
import { Spinner } from '../../../components/Spinner';
import { GiftAnimationOverlay, type GiftPlaybackView } from '../gifts/GiftAnimationOverlay';
import { GiftSheet } from '../gifts/GiftSheet';
import { CameraIcon, GiftIcon, ImageIcon, MicIcon, SmileIcon, StickerIcon, VideoIcon } from './composer-icons';
import { EmojiPanel } from './EmojiPanel';
import { probeVideo } from '../../../media/probe-video';
import { StickerPanel } from './StickerPanel';
import { VoicePanel } from './VoicePanel';
import { useGiftPlayback } from './use-gift-playback';
import { useComposerPanelHeight } from './use-composer-panel-height';
import './composer.css';
import { PICTURE_SELECT_MAX } from '../../../../domain/media/picture-select';

export interface ComposerTrayProps {
  peerUid: number;
  onSend(draft: OutgoingDraft): void;
  onInsertEmoji(emoji: string): void;
  disabled?: boolean;
  /** The other side is a demo host: the gift button says gifts cannot go there instead of opening the sheet. */
  peerIsDemo?: boolean;
}

type Panel = 'emoji' | 'sticker' | 'voice';

/**
 * The composer's media tray (001 §2 "bottom bar"): emoji and sticker panels, album (up to
 * 9 pictures), camera (1 photo), video (up to 15 s, with a cover), hold-to-record voice
 * and the gift sheet with its animation. Pictures and videos become drafts here; the
 * chat's send path uploads and sends them.
 */
export function ComposerTray({ peerUid, onSend, onInsertEmoji, disabled = false, peerIsDemo = false }: ComposerTrayProps) {
  const { t } = useTranslation();
  const { toast } = useAppServices();
  const chatMedia = useService(CHAT_MEDIA);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [giftOpen, setGiftOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const album = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const playback = useGiftPlayback(chatMedia?.gifts ?? null);
  const ready = chatMedia !== null && !disabled;

  const tray = useRef<HTMLDivElement>(null);
  const panelHeight = useComposerPanelHeight();

  // The panels and the on-screen keyboard take turns (001 §4 "Emoji panel"): opening a
  // panel puts the keyboard away, focusing the text field closes the panel.
  const toggle = (next: Panel) => {
    if (panel !== next && document.activeElement instanceof HTMLTextAreaElement) document.activeElement.blur();
    setPanel((current) => (current === next ? null : next));
  };
  useEffect(() => {
    const footer = tray.current?.parentElement;
    if (!footer) return undefined;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLTextAreaElement) setPanel(null);
    };
    footer.addEventListener('focusin', onFocus);
    return () => footer.removeEventListener('focusin', onFocus);
  }, []);

  const sendPictures = async (files: FileList | null, source: PictureSource) => {
    if (chatMedia === null || files === null || files.length === 0) return;
    setBusy(true);
    const prepared = await chatMedia.prepareImages(Array.from(files) as PickedFile[], source);
    setBusy(false);
    if (prepared.skipped > 0) toast.show({ key: 'chatMedia.picturesSkipped', values: { max: PICTURE_SELECT_MAX } });
    if (prepared.failed > 0) toast.show({ key: 'chatMedia.pictureFailed' });
    for (const draft of prepared.drafts) onSend(draft);
  };

  const sendVideo = async (files: FileList | null) => {
    const file = files?.[0];
    if (file === undefined) return;
    setBusy(true);
    const outcome = videoDraftOf(file, await probeVideo(file));
    setBusy(false);
    if (outcome.ok) {
      onSend(outcome.value);
      return;
    }
    const error = outcome.error;
    toast.show(
      error.code === 'MEDIA.VIDEO_TOO_LONG'
        ? { key: 'chatMedia.videoTooLong', values: { seconds: error.maxSeconds } }
        : { key: error.code === 'MEDIA.VIDEO_COVER' ? 'chatMedia.videoCover' : 'chatMedia.videoUnreadable' },
    );
  };

  const picked = (handler: (files: FileList | null) => Promise<void>) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    void handler(files).finally(() => {
      // The same file may be picked again later.
      event.target.value = '';
    });
  };

  const sendSticker = async (sticker: Sticker) => {
    if (chatMedia === null || !(await chatMedia.mayUseSticker())) return;
    onSend({ kind: 'sticker', packId: sticker.packId, stickerId: sticker.stickerId, url: sticker.url });
  };

  return (
    <div ref={tray} className="composer-tray" data-testid="composer-tray" aria-busy={busy || undefined} style={{ '--composer-panel-height': `${panelHeight}px` } as CSSProperties}>
      <div className="composer-tray__buttons" role="toolbar" aria-label={t('chatMedia.tray')}>
        <TrayButton label={t('chatMedia.emoji')} active={panel === 'emoji'} onClick={() => toggle('emoji')} testId="tray-emoji" disabled={disabled}>
          <SmileIcon />
        </TrayButton>
        <TrayButton label={t('chatMedia.stickers')} active={panel === 'sticker'} onClick={() => toggle('sticker')} testId="tray-sticker" disabled={!ready}>
          <StickerIcon />
        </TrayButton>
        <TrayButton label={t('chatMedia.album')} onClick={() => album.current?.click()} testId="tray-album" disabled={!ready || busy}>
          <ImageIcon />
        </TrayButton>
        <TrayButton label={t('chatMedia.camera')} onClick={() => camera.current?.click()} testId="tray-camera" disabled={!ready || busy}>
          <CameraIcon />
        </TrayButton>
        <TrayButton label={t('chatMedia.video')} onClick={() => video.current?.click()} testId="tray-video" disabled={!ready || busy}>
          <VideoIcon />
        </TrayButton>
        <TrayButton label={t('chatMedia.voice')} active={panel === 'voice'} onClick={() => toggle('voice')} testId="tray-voice" disabled={!ready}>
          <MicIcon />
        </TrayButton>
        <TrayButton label={t('chatMedia.gift')} onClick={() => (peerIsDemo ? toast.show({ key: 'demo.noGifts' }) : setGiftOpen(true))} testId="gift-open" disabled={!ready} accent>
          <GiftIcon />
        </TrayButton>
      </div>
      {busy ? (
        <div className="composer-tray__busy">
          <Spinner small label={t('common.loading')} />
        </div>
      ) : null}
      <input ref={album} type="file" accept="image/*" multiple hidden onChange={picked((files) => sendPictures(files, 'album'))} data-testid="album-input" />
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={picked((files) => sendPictures(files, 'camera'))} data-testid="camera-input" />
      <input ref={video} type="file" accept="video/*" hidden onChange={picked(sendVideo)} data-testid="video-input" />
      {panel === 'emoji' ? <EmojiPanel onPick={onInsertEmoji} /> : null}
      {panel === 'sticker' ? <StickerPanel onPick={(sticker) => void sendSticker(sticker)} disabled={!ready} /> : null}
      {panel === 'voice' && chatMedia !== null ? <VoicePanel media={chatMedia} onSend={onSend} /> : null}
      {chatMedia !== null ? <GiftSheet open={giftOpen} peerUid={peerUid} model={chatMedia.gifts} onClose={() => setGiftOpen(false)} /> : null}
      {playback.current !== null ? <GiftAnimationOverlay key={playback.current.seq} playback={playback.current as GiftPlaybackView} onDone={playback.done} /> : null}
    </div>
  );
}

function TrayButton({ label, active, onClick, testId, disabled, accent, children }: { label: string; active?: boolean; onClick(): void; testId: string; disabled?: boolean; accent?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      className={['composer-tray__button', active ? 'composer-tray__button--active' : '', accent ? 'composer-tray__button--accent' : ''].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      data-testid={testId}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}
