import { describe, expect, it } from 'vitest';
import { sanitizeBookText, sanitizeCss } from './sanitize-book';

const XHTML = (body: string) =>
  `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>${body}</body></html>`;

describe('sanitizeBookText', () => {
  it('drops scripts, event handlers and script URLs', () => {
    const out = sanitizeBookText(
      XHTML(
        '<script>parent.hacked = 1</script><p onclick="x()" id="p">Hi</p><img src="x.png" onload="y()"/><a href="javascript:z()">z</a>',
      ),
      'application/xhtml+xml',
    );
    expect(out).not.toMatch(/script|onclick|onload|javascript/i);
    expect(out).toContain('<p id="p">Hi</p>');
    expect(out).toContain('src="x.png"');
  });

  it('drops what would be fetched from outside the book, keeping links to web pages', () => {
    const out = sanitizeBookText(
      XHTML(
        '<img src="https://tracker.example/p.gif"/><img src="//cdn.example/a.png"/><link rel="alternate" href="http://x.example/s.css"/><p style="background: url(https://x.example/b.png)">p</p><a href="https://example.org/">site</a><embed src="https://x.example/e.swf"/>',
      ),
      'application/xhtml+xml',
    );
    expect(out).not.toMatch(/tracker|cdn\.example|x\.example/);
    expect(out).toContain('href="https://example.org/"');
  });

  it('reads markup that is not well-formed as HTML and still cleans it', () => {
    const out = sanitizeBookText(
      '<html><body><p>open<script>bad()</script></body>',
      'application/xhtml+xml',
    );
    expect(out).toContain('open');
    expect(out).not.toContain('bad()');
  });

  it('cleans stylesheets and leaves other text alone', () => {
    expect(
      sanitizeCss(
        '@import url("https://x.example/a.css"); p { background: url(//x.example/i.png) }',
      ),
    ).toBe(' p { background: url() }');
    expect(sanitizeCss('p { background: url(images/local.png) }')).toContain('images/local.png');
    expect(sanitizeBookText('{"a":1}', 'application/json')).toBe('{"a":1}');
  });
});
