import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns markup and both quote marks into entities, so echoed text can neither open a tag nor leave an attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & it's`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; it&#39;s');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeHtml('Bluebird Coffee, Portland')).toBe('Bluebird Coffee, Portland');
  });
});
