import { describe, expect, it } from 'vitest';
import { hasBannedSuffix, pickableFiles } from './banned-suffix';

describe('hasBannedSuffix', () => {
  it('matches the suffix after the last dot whatever the case', () => {
    expect(hasBannedSuffix('photo.HEIC', ['heic'])).toBe(true);
    expect(hasBannedSuffix('archive.tar.gz', ['gz'])).toBe(true);
  });
  it('accepts banned entries written with a leading dot', () => {
    expect(hasBannedSuffix('clip.gif', ['.gif'])).toBe(true);
  });
  it('does not match a suffix that only contains a banned one', () => {
    expect(hasBannedSuffix('photo.jpeg', ['jpe'])).toBe(false);
  });
  it('never bans a file without a suffix', () => {
    expect(hasBannedSuffix('README', ['', 'readme'])).toBe(false);
  });
});

describe('pickableFiles', () => {
  it('skips banned files and keeps the others in order', () => {
    const files = [{ name: 'a.jpg' }, { name: 'b.bmp' }, { name: 'c.png' }];
    expect(pickableFiles(files, ['bmp'])).toEqual([{ name: 'a.jpg' }, { name: 'c.png' }]);
  });
});
