// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addNoScriptNotice } from './spa-noscript';

describe('SPA fallback notice for browsers without JavaScript', () => {
  it('adds the escaped sentence in a noscript at the end of the body', () => {
    const html = addNoScriptNotice(
      '<html><body><div id="spinner">Loading Admin...</div><script src="/a.js"></script></body></html>',
      'The Admin area needs <JavaScript> & more.',
    );
    expect(html).toMatch(
      /<script src="\/a.js"><\/script><noscript style="[^"]*"><p>The Admin area needs &lt;JavaScript&gt; &amp; more\.<\/p><\/noscript><\/body>/,
    );
  });

  it('refuses HTML without a body end', () => {
    expect(() => addNoScriptNotice('<p>no body</p>', 'x')).toThrow();
  });
});
