import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_ALBUM_MAX, albumProblem, albumRoomLeft, movedInAlbum } from './album';

/** Distinct picture addresses; fc.webUrl() builds each from several generators and made these tests take seconds. */
const picture = fc.nat().map((n) => `/uploads/${n}.jpg`);

describe('profile album rules', () => {
  it('accepts up to PROFILE_ALBUM_MAX distinct pictures and refuses one more', () => {
    fc.assert(
      fc.property(fc.uniqueArray(picture, { maxLength: PROFILE_ALBUM_MAX + 4 }), (urls) => {
        expect(albumProblem(urls)).toBe(urls.length > PROFILE_ALBUM_MAX ? 'ALBUM.TOO_MANY' : null);
      }),
    );
  });

  it('refuses the same picture twice', () => {
    fc.assert(
      fc.property(fc.uniqueArray(picture, { minLength: 1, maxLength: PROFILE_ALBUM_MAX - 1 }), fc.nat(), (urls, pick) => {
        const twice = [...urls, urls[pick % urls.length]!];
        expect(albumProblem(twice)).toBe('ALBUM.DUPLICATE');
      }),
    );
  });

  it('moving a picture keeps every picture once and puts it where asked', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 12 }), fc.integer({ min: -3, max: 15 }), fc.integer({ min: -3, max: 15 }), (album, from, to) => {
        const moved = movedInAlbum(album, from, to);
        expect([...moved].sort((a, b) => a - b)).toEqual([...album].sort((a, b) => a - b));
        const last = album.length - 1;
        const source = Math.min(Math.max(from, 0), last);
        expect(moved[Math.min(Math.max(to, 0), last)]).toBe(album[source]);
      }),
    );
  });

  it('never offers room beyond the limit nor below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (count) => {
        const room = albumRoomLeft(count);
        expect(room).toBeGreaterThanOrEqual(0);
        expect(count + room).toBe(Math.max(count, PROFILE_ALBUM_MAX));
      }),
    );
  });
});
