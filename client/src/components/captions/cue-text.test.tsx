import { render, within } from '@testing-library/react';
import fc from 'fast-check';
import { tokenizeVTTCue, VTTCue } from 'media-captions';
import { describe, expect, it } from 'vitest';
import { CueNodes } from './cue-text';

/** A string written as a WebVTT cue payload: the three characters its markup uses, as entities. */
const asCuePayload = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The cue's box, found within its own render (each property run renders anew). */
function cueFor(payload: string): HTMLElement {
  const { container } = render(
    <div data-testid="cue">
      <CueNodes nodes={tokenizeVTTCue(new VTTCue(0, 1, payload))} />
    </div>,
  );
  return within(container).getByTestId('cue');
}

/** Every element the cue's text made: what the property is about, out of Testing Library's reach. */
const elementsIn = (cue: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access -- see above
  [...cue.querySelectorAll('*')];

/** The elements WebVTT's own markup makes; anything else would be HTML getting through. */
const WEBVTT_ELEMENTS = new Set(['B', 'I', 'U', 'SPAN', 'RUBY', 'RT']);
const SAFE_ATTRIBUTES = new Set(['lang', 'title', 'style']);

describe('cue text', () => {
  it('renders any string as the same text, creating no element', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const cue = cueFor(asCuePayload(text));
        expect(elementsIn(cue)).toHaveLength(0);
        expect(cue.textContent).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('lets no HTML through a payload written as markup: only WebVTT elements, no other attributes', () => {
    const tagged = fc
      .tuple(
        fc.constantFrom(
          'b',
          'i',
          'u',
          'c.yellow',
          'v Bob',
          'lang fr',
          'ruby',
          'rt',
          'script',
          'img src=x onerror=alert(1)',
          'a href=javascript:alert(1)',
          'iframe',
          'style',
        ),
        fc.string({ maxLength: 20 }),
      )
      .map(([tag, inner]) => `<${tag}>${inner}</${tag.split(' ')[0]?.split('.')[0] ?? ''}>`);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(tagged, fc.string({ maxLength: 20 })), { maxLength: 6 }),
        (parts) => {
          const cue = cueFor(parts.join(''));
          for (const element of elementsIn(cue)) {
            expect(WEBVTT_ELEMENTS.has(element.tagName), element.outerHTML).toBe(true);
            for (const attribute of element.attributes)
              expect(SAFE_ATTRIBUTES.has(attribute.name), element.outerHTML).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps WebVTT's own markup: bold, italic, a voice, a language", () => {
    const cue = cueFor('<b>Loud</b> <i>soft</i> <v Ada>said</v> <lang fr>oui</lang>');
    expect(cue.innerHTML).toBe(
      '<b>Loud</b> <i>soft</i> <span title="Ada">said</span> <span lang="fr">oui</span>',
    );
  });

  it('keeps a ruby text inside its ruby, and its words alone anywhere else (never one in another)', () => {
    expect(cueFor('<ruby>漢<rt>kan</rt></ruby>').innerHTML).toBe('<ruby>漢<rt>kan</rt></ruby>');
    // An `<rt>` in another, or outside a ruby, would be HTML no browser parses that way (React
    // warns of it): a generated payload found it.
    expect(cueFor('<rt>a<rt>b</rt></rt>').innerHTML).toBe('ab');
    expect(cueFor('<ruby>x<rt>a<rt>b</rt></rt></ruby>').innerHTML).toBe(
      '<ruby>x<rt>ab</rt></ruby>',
    );
  });
});
