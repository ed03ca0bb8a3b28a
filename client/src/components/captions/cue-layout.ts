import type { VTTCue } from 'media-captions';
import type { CSSProperties } from 'react';

/** Lines of text a snapped `line:N` counts in, in em of the caption text (its line height). */
const LINE_EM = 1.45;

/** Whether a cue goes where its settings say (any setting), rather than in the stack at the bottom. */
export const isPlaced = (cue: VTTCue): boolean => cue.line !== 'auto' || cue.position !== 'auto';

/**
 * Where a placed cue's box goes over the picture, by WebVTT's settings: `line` (a percentage
 * from the top, or a line number from the top, negative from the bottom), `position` with its
 * alignment, `size` and `align`. Vertical cues are laid out horizontally.
 */
export function cueBoxStyle(cue: VTTCue): CSSProperties {
  const style: CSSProperties = { textAlign: textAlignOf(cue.align) };
  if (cue.size < 100) style.width = `${cue.size}%`;
  let y = '0';
  if (typeof cue.line === 'number' && !cue.snapToLines) {
    style.top = `${cue.line}%`;
    y = cue.lineAlign === 'end' ? '-100%' : cue.lineAlign === 'center' ? '-50%' : '0';
  } else if (typeof cue.line === 'number' && cue.line >= 0) {
    style.top = `${cue.line * LINE_EM}em`;
  } else if (typeof cue.line === 'number') {
    style.bottom = `${(-cue.line - 1) * LINE_EM}em`;
  } else {
    style.bottom = 0;
  }
  const position = cue.position === 'auto' ? autoPosition(cue.align) : cue.position;
  const anchor = cue.positionAlign === 'auto' ? anchorOf(cue.align) : cue.positionAlign;
  const x = anchor === 'line-left' ? '0' : anchor === 'line-right' ? '-100%' : '-50%';
  style.left = `${position}%`;
  style.translate = `${x} ${y}`;
  return style;
}

type Align = VTTCue['align'];

const textAlignOf = (align: Align): CSSProperties['textAlign'] =>
  align === 'start' || align === 'left'
    ? 'left'
    : align === 'end' || align === 'right'
      ? 'right'
      : 'center';

const autoPosition = (align: Align) =>
  align === 'start' || align === 'left' ? 0 : align === 'end' || align === 'right' ? 100 : 50;

const anchorOf = (align: Align): 'line-left' | 'center' | 'line-right' =>
  align === 'start' || align === 'left'
    ? 'line-left'
    : align === 'end' || align === 'right'
      ? 'line-right'
      : 'center';
