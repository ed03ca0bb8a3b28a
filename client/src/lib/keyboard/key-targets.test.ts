import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget, modalIsOpen, nativeOwnsKey } from './key-targets';

const input = (type: string) => {
  const el = document.createElement('input');
  el.type = type;
  return el;
};

describe('isTypingTarget', () => {
  it('treats text fields, selects and editable content as typing', () => {
    expect(isTypingTarget(input('text'))).toBe(true);
    expect(isTypingTarget(input('search'))).toBe(true);
    expect(isTypingTarget(input('number'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('does not treat sliders, boxes or buttons as typing', () => {
    expect(isTypingTarget(input('range'))).toBe(false);
    expect(isTypingTarget(input('checkbox'))).toBe(false);
    expect(isTypingTarget(input('radio'))).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('nativeOwnsKey', () => {
  it('leaves Space to a focused button, link or summary', () => {
    expect(nativeOwnsKey(document.createElement('button'), ' ')).toBe(true);
    const link = document.createElement('a');
    link.href = '/x';
    expect(nativeOwnsKey(link, ' ')).toBe(true);
    expect(nativeOwnsKey(document.createElement('summary'), ' ')).toBe(true);
    expect(nativeOwnsKey(document.body, ' ')).toBe(false);
  });

  it('counts an element inside a button as the button', () => {
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.append(icon);
    expect(nativeOwnsKey(icon, ' ')).toBe(true);
  });

  it('leaves arrows to a focused slider or radio, but not to a button', () => {
    expect(nativeOwnsKey(input('range'), 'ArrowLeft')).toBe(true);
    expect(nativeOwnsKey(input('radio'), 'ArrowDown')).toBe(true);
    expect(nativeOwnsKey(document.createElement('button'), 'ArrowLeft')).toBe(false);
    expect(nativeOwnsKey(input('range'), 'k')).toBe(false);
  });
});

describe('modalIsOpen', () => {
  afterEach(() => document.body.replaceChildren());

  it('sees an open modal dialog', () => {
    expect(modalIsOpen()).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    expect(modalIsOpen()).toBe(true);
  });
});
