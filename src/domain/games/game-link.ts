/** Decodes one query-string component; a malformed escape is kept as written rather than throwing. */
function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The decoded name/value pairs of a link's query (between `?` and `#`), in order, repeats kept. */
export function linkQueryParams(link: string): ReadonlyArray<readonly [string, string]> {
  const start = link.indexOf('?');
  if (start < 0) return [];
  const hash = link.indexOf('#', start);
  const query = link.slice(start + 1, hash < 0 ? undefined : hash);
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? ([decodeComponent(pair), ''] as const) : ([decodeComponent(pair.slice(0, eq)), decodeComponent(pair.slice(eq + 1))] as const);
    });
}

/**
 * A game link opens only for the user it was issued to: it must carry a `uid`
 * parameter equal to the current uid, and no `uid` parameter naming anyone else.
 */
export function isGameLinkForUser(link: string, uid: number): boolean {
  const uids = linkQueryParams(link).filter(([name]) => name === 'uid');
  return uids.length > 0 && uids.every(([, value]) => value === String(uid));
}

/** `scheme://host[:port]` of an http(s) link, lower-cased: the only origin its frame may talk from; null for anything else. */
export function gameLinkOrigin(link: string): string | null {
  const match = /^(https?):\/\/([^/?#\s]+)(?:[/?#]|$)/i.exec(link);
  return match === null || match[2]!.includes('@') ? null : `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase()}`;
}
