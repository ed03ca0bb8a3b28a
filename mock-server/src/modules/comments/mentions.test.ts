import { describe, expect, it } from 'vitest';
import { findMentions } from './mentions.js';

const users = [
  { _id: 'a', name: 'Ada Marlow' },
  { _id: 'b', name: 'Ada' },
  { _id: 'c', name: 'İlker' },
];

describe('findMentions', () => {
  it('takes the longest name, any case, ending where a word ends', () => {
    expect(findMentions('@ada marlow and @Ada, @adam', users)).toEqual([
      { start: 0, length: 11, userId: 'a' },
      { start: 16, length: 4, userId: 'b' },
    ]);
  });

  it('skips e-mail addresses and unknown names, and keeps the text’s own offsets', () => {
    expect(findMentions('mail ada@ada.com or @nobody', users)).toEqual([]);
    expect(findMentions('hi @İlker!', users)).toEqual([{ start: 3, length: 6, userId: 'c' }]);
  });
});
