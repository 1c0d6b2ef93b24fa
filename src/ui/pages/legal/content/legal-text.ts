/** A legal document in one language: a title, the date it took effect and its sections. */
export interface LegalText {
  readonly title: string;
  /** "Last updated" in the document's own language. */
  readonly updatedLabel: string;
  /** ISO date the text took effect. */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}
