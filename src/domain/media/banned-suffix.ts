/** The lower-cased suffix after the last dot of a file name, or '' without one. */
function fileSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the file's suffix is in the banned list (entries with or without a dot, any case). */
export function hasBannedSuffix(fileName: string, bannedSuffixes: readonly string[]): boolean {
  const suffix = fileSuffix(fileName);
  return suffix !== '' && bannedSuffixes.some((banned) => banned.replace(/^\./, '').toLowerCase() === suffix);
}

/** The picked files the picker keeps: those whose suffix is not banned, in their order. */
export function pickableFiles<T extends { readonly name: string }>(files: readonly T[], bannedSuffixes: readonly string[]): T[] {
  return files.filter((file) => !hasBannedSuffix(file.name, bannedSuffixes));
}
