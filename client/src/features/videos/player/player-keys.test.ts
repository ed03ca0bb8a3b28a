import { describe, expect, it } from 'vitest';
import { playerKeyAction, seekBy } from './player-keys';

describe('playerKeyAction', () => {
  it('maps the player shortcuts', () => {
    expect(playerKeyAction({ key: ' ' })).toBe('toggle');
    expect(playerKeyAction({ key: 'k' })).toBe('toggle');
    expect(playerKeyAction({ key: 'ArrowLeft' })).toBe('back');
    expect(playerKeyAction({ key: 'ArrowRight' })).toBe('forward');
    expect(playerKeyAction({ key: 'M' })).toBe('mute');
    expect(playerKeyAction({ key: 'f' })).toBe('fullscreen');
  });

  it('ignores other keys and browser shortcuts', () => {
    expect(playerKeyAction({ key: 'x' })).toBeNull();
    expect(playerKeyAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(playerKeyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });
});

describe('seekBy', () => {
  it('moves by the delta inside the media bounds', () => {
    expect(seekBy(10, 5, 60)).toBe(15);
    expect(seekBy(3, -5, 60)).toBe(0);
    expect(seekBy(58, 5, 60)).toBe(60);
  });

  it('does not clamp to an unknown duration', () => {
    expect(seekBy(10, 5, NaN)).toBe(15);
  });
});
