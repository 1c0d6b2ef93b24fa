/**
 * What a person asks to send from the composer, before anything is uploaded or sent.
 * The composer's pieces (text field, emoji and sticker panels, album, camera, video,
 * voice recorder) produce drafts; the messaging services' `send(peerUid, draft)` turns a
 * draft into an outbox entry: upload the file when there is one, then /msg/send with a
 * client message id. Files stay as Blobs so a failed send can upload them again.
 * Gifts are not drafts: they go through /gift/send (the gift sheet's own call).
 */
export type OutgoingDraft =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'sticker'; readonly packId: string; readonly stickerId: string; readonly url: string }
  | { readonly kind: 'image'; readonly file: Blob; readonly width: number; readonly height: number }
  | { readonly kind: 'voice'; readonly file: Blob; readonly durationSec: number }
  | {
      readonly kind: 'video';
      readonly file: Blob;
      readonly cover: Blob;
      readonly durationSec: number;
      readonly width: number;
      readonly height: number;
    };
