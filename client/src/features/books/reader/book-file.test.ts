import { bookCalls, buildUrl } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { bookFileUrl, classifyBookFile } from './book-file';

describe('bookFileUrl', () => {
  it("is the read call's URL", () => {
    for (const id of ['0123456789abcdef01234567', 'a b/c']) {
      expect(bookFileUrl(id)).toBe(buildUrl(bookCalls.read, { params: { id } }));
    }
  });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('classifyBookFile', () => {
  it('trusts the Content-Type first', () => {
    expect(classifyBookFile('application/pdf', 'epub', bytes(''))).toBe('pdf');
    expect(classifyBookFile('application/epub+zip; charset=binary', undefined, bytes(''))).toBe(
      'epub',
    );
    expect(classifyBookFile('application/x-mobipocket-ebook', undefined, bytes(''))).toBe('mobi');
  });

  it('falls back to the format from the list', () => {
    expect(classifyBookFile('application/octet-stream', 'mobi', bytes('%PDF-1.7'))).toBe('mobi');
  });

  it('sniffs the bytes when nothing else is known', () => {
    expect(classifyBookFile(null, undefined, bytes('%PDF-1.4 ...'))).toBe('pdf');
    expect(classifyBookFile(null, undefined, bytes('PK\u0003\u0004mimetype'))).toBe('epub');
    const mobi = new Uint8Array(80);
    mobi.set(bytes('BOOKMOBI'), 60);
    expect(classifyBookFile('', undefined, mobi)).toBe('mobi');
    expect(classifyBookFile(null, undefined, bytes('garbage'))).toBe('pdf');
  });
});
