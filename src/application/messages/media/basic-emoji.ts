/**
 * The basic emoji panel (001 §9: 64, in 8 columns). Single code points or short
 * sequences every current system font draws; inserted into the text at the caret.
 */

/** The spec's count; the catalogue test holds the list to it. */
export const BASIC_EMOJI_COUNT = 64;

export const BASIC_EMOJI: readonly string[] = [
  '😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆',
  '😉', '😊', '😋', '😎', '😍', '😘', '🥰', '😗',
  '🙂', '🤗', '🤩', '🤔', '😐', '😑', '🙄', '😏',
  '😣', '😥', '😮', '🤐', '😯', '😪', '😫', '😴',
  '😌', '😛', '😜', '😝', '🤤', '😒', '😓', '😔',
  '😕', '🙃', '🤑', '😲', '🙁', '😖', '😞', '😟',
  '😤', '😢', '😭', '😦', '😧', '😨', '😩', '😬',
  '😱', '😳', '🥺', '😡', '😠', '🤬', '😇', '🥳',
];
