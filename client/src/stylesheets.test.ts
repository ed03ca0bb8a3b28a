import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));

const stylesheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.css'),
);

/** `.name`, `.name:hover`, `.name::before`: a rule for the class itself, with no context. */
const BARE_CLASS = /^\.([A-Za-z][\w-]*)(?::{1,2}[\w-]+(?:\([^)]*\))?)*$/;

/** The classes a stylesheet styles on their own (not within another selector). */
export function bareClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors = ''] of text.matchAll(/([^{}]+)\{/g)) {
    if (selectors.trim().startsWith('@')) continue;
    for (const selector of selectors.split(',')) {
      const name = BARE_CLASS.exec(selector.trim())?.[1];
      if (name) classes.add(name);
    }
  }
  return classes;
}

describe('stylesheets', () => {
  it('finds the classes a rule styles on their own', () => {
    const css = `/* .commented {} */
      .card, .card:hover, .list > .card, .app:has(.reader) .footer { color: red; }
      @media (max-width: 520px) { .grid { display: block; } .grid::after { content: ''; } }`;
    expect([...bareClasses(css)].sort()).toEqual(['card', 'grid']);
  });

  // Every stylesheet the app has loaded stays in the page as the user moves between routes, and
  // pages that share code share one stylesheet chunk: a class styled on its own in two files
  // (the home page's `.media-card` over the shared card's) restyles it on every page with both.
  it('styles each class on its own in one stylesheet only', () => {
    const owners = new Map<string, string[]>();
    for (const file of stylesheets) {
      for (const name of bareClasses(readFileSync(path.join(SRC, file), 'utf8'))) {
        owners.set(name, [...(owners.get(name) ?? []), file]);
      }
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(owners.size).toBeGreaterThan(100);
    expect(shared).toEqual([]);
  });
});
