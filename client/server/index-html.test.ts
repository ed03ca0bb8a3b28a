import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withRuntimeConfig } from './index-html.js';

describe('withRuntimeConfig', () => {
  it('writes JSON that no value can close the script element with', () => {
    const html = withRuntimeConfig('<html><head></head></html>', {
      apiBaseUrl: '</script><script>alert(1)</script>&',
    });
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/json" id="inkreel-config">(.*)<\/script>/.exec(html);
    expect(JSON.parse(json?.[1] ?? '')).toEqual({
      apiBaseUrl: '</script><script>alert(1)</script>&',
    });
  });

  it('needs a head to write into', () => {
    expect(() => withRuntimeConfig('<p>no head</p>', {})).toThrow('index.html has no </head>');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline classic scripts only', () => {
    const html =
      '<script>a()</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/json" id="c">{}</script><SCRIPT type="text/javascript">b()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});

describe("the client's index.html", () => {
  it('runs one inline script, the theme script, so the CSP allows one hash', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(html).toContain("localStorage.getItem('theme')");
    // The page's calls are the app's own: nothing in the HTML starts one.
    expect(html).not.toContain('fetch(');
  });
});
