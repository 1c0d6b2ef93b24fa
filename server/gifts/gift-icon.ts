/** Icons are drawn, not downloaded: an emoji on a two-colour disc, as an SVG data URL. */
const ICON_SIZE = 96;

export function giftIconDataUrl(emoji: string, from: string, to: string): string {
  const half = ICON_SIZE / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<circle cx="${half}" cy="${half}" r="${half}" fill="url(#g)"/>` +
    `<text x="50%" y="54%" font-size="${half}" text-anchor="middle" dominant-baseline="middle">${emoji}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
