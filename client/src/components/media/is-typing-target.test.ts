import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './is-typing-target';

describe('isTypingTarget', () => {
  it('treats text inputs as typing but not range inputs or buttons', () => {
    const text = document.createElement('input');
    const range = document.createElement('input');
    range.type = 'range';
    expect(isTypingTarget(text)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(range)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
