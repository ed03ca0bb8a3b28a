import { HIGHLIGHT_COLORS, type Highlight, type HighlightColor } from '@inkreel/shared';

export { HIGHLIGHT_COLORS };

/** What each colour is called and how it is drawn over the text (translucent, any page colour). */
export const COLOR_NAMES: Record<HighlightColor, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
};
export const COLOR_FILLS: Record<HighlightColor, string> = {
  yellow: 'rgb(250 204 21 / 0.45)',
  green: 'rgb(74 222 128 / 0.4)',
  blue: 'rgb(96 165 250 / 0.4)',
  pink: 'rgb(244 114 182 / 0.4)',
};

/** The highlights as Markdown: the book, then each passage as a quote with its note. */
export function highlightsMarkdown(title: string, author: string | undefined, list: Highlight[]) {
  const lines = [`# ${title}`, ...(author ? ['', `by ${author}`] : []), ''];
  for (const h of list) {
    lines.push(...h.text.split('\n').map((line) => `> ${line}`));
    if (h.note.trim()) lines.push('', h.note.trim());
    lines.push('', `— ${COLOR_NAMES[h.color]} highlight`, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
