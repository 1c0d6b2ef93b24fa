/**
 * A user-facing text as the core knows it: either a catalogue key (the view translates it)
 * or a text that arrived already worded (a server `msg`, shown as is — 000 §8).
 * The core cannot name the catalogue's key type (it lives beside the views), so keys are
 * strings here and the view falls back to the key's English text.
 */
export type MessageRef =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };
