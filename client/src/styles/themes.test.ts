import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

// The light and dark themes differ in colour only (docs/product.md, "The theme"): the
// layout journeys check every width in the theme a page loads in and the other theme at 320 px
// (client/e2e/layout.e2e.ts, decision 0271), which holds only while switching theme can move
// nothing. These checks keep it so.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every stylesheet of the app, parsed. */
function stylesheets() {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );
  return files.map((file) => ({
    file,
    root: postcss.parse(readFileSync(path.join(SRC, file), 'utf8'), { from: file }),
  }));
}

/** Properties that paint and never take or give space. */
const PAINT_ONLY = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'border-color',
  'outline-color',
  'box-shadow',
  'text-shadow',
  'fill',
  'stroke',
  'color-scheme',
  'caret-color',
  'accent-color',
]);

/** The custom properties the dark theme may give its own value: colours, shadows, gradients. */
const COLOUR_TOKEN =
  /^--(bg|surface|surface-2|text|muted|border|accent.*|danger|success|warning|shadow.*|gradient)$/;

const themeRule = (rule: Rule) =>
  /(^|[\s.:])(dark|light)\b/.test(rule.selector.replace(/:root/g, ''));

describe('the themes', () => {
  const sheets = stylesheets();
  const rules = sheets.flatMap(({ file, root }) => {
    const found: { file: string; rule: Rule }[] = [];
    root.walkRules((rule) => {
      if (themeRule(rule)) found.push({ file, rule });
    });
    return found;
  });

  it('finds the dark theme and the rules that depend on a theme', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(rules.map(({ rule }) => rule.selector)).toContain(':root.dark');
  });

  it('change colours, shadows and gradients only', () => {
    const layout = rules.flatMap(({ file, rule }) => {
      const wrong: string[] = [];
      rule.walkDecls((decl) => {
        const allowed = decl.prop.startsWith('--')
          ? COLOUR_TOKEN.test(decl.prop)
          : PAINT_ONLY.has(decl.prop);
        if (!allowed) wrong.push(`${file}: ${rule.selector} { ${decl.prop} }`);
      });
      return wrong;
    });
    expect(layout).toEqual([]);
  });

  it('tells a theme rule from the others', () => {
    const parse = (css: string) => {
      const found: Rule[] = [];
      postcss.parse(css).walkRules((rule) => {
        if (themeRule(rule)) found.push(rule);
      });
      return found.map((rule) => rule.selector);
    };
    expect(
      parse(':root.dark {} .dark .btn {} html.light a {} .darkroom {} .reader-dark {} .x {}'),
    ).toEqual([':root.dark', '.dark .btn', 'html.light a']);
  });
});
