import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/inline-scripts.ts';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../src/site-headers.ts';
import { renderHeadersFile, renderRedirectsFile } from '../src/static-host-config.ts';

describe('static-host config', () => {
  it('carries the same security headers as the Node host', () => {
    const headers = renderHeadersFile({
      scriptHashes: ['sha256-abc'],
      supabaseUrl: 'https://x.supabase.co/',
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers).toContain(`  ${name}: ${value}\n`);
    expect(headers).toContain(
      `  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: ['sha256-abc'], supabaseUrl: 'https://x.supabase.co' })}\n`,
    );
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('serves /admin from the SPA fallback and unknown paths with the 404 page and status', () => {
    const rules = renderRedirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['/admin', '/__spa-fallback.html', '200'],
      ['/admin/*', '/__spa-fallback.html', '200'],
      ['/*', '/404.html', '404'],
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const directives = new Map(
    contentSecurityPolicy({ scriptHashes: ['sha256-abc'] })
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
  );

  it("lets images come from the site and from inline data: URLs (the pictures' placeholders)", () => {
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('allows data: for images only: never for scripts, styles, fonts, connections or the default', () => {
    for (const [name, sources] of directives)
      if (name !== 'img-src') expect(sources, name).not.toContain('data:');
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts once each and skips external ones', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script>a()</script>';
    // Reference values from `printf 'a()' | openssl dgst -sha256 -binary | base64`.
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=',
      'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
    ]);
  });
});
