import { VTTCue } from 'media-captions';
import { describe, expect, it } from 'vitest';
import { cueBoxStyle, isPlaced } from './cue-layout';

const cue = (settings: Partial<VTTCue>) => Object.assign(new VTTCue(0, 1, 'x'), settings);

describe('cue placement', () => {
  it('stacks a cue without settings at the bottom, centred', () => {
    expect(isPlaced(cue({}))).toBe(false);
  });

  it('places a cue by line percentage and start position', () => {
    const placed = cue({ line: 10, snapToLines: false, position: 25, align: 'start' });
    expect(isPlaced(placed)).toBe(true);
    expect(cueBoxStyle(placed)).toMatchObject({
      top: '10%',
      left: '25%',
      translate: '0 0',
      textAlign: 'left',
    });
  });

  it('counts snapped lines from the top, or from the bottom when negative', () => {
    expect(cueBoxStyle(cue({ line: 2 }))).toMatchObject({
      top: '2.9em',
      left: '50%',
      translate: '-50% 0',
    });
    expect(cueBoxStyle(cue({ line: -1 }))).toMatchObject({ bottom: '0em' });
    expect(cueBoxStyle(cue({ position: 90, align: 'end', size: 40 }))).toMatchObject({
      left: '90%',
      translate: '-100% 0',
      width: '40%',
      textAlign: 'right',
    });
  });
});
