import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Titel</h2><p><strong>vet</strong> <em>schuin</em> <u>onder</u> <s>door</s><br></p><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote><h3>a</h3><h4>b</h4>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Titel</h2><p><strong>vet</strong> <em>schuin</em> <u>onder</u> <s>door</s><br /></p><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote><h3>a</h3><h4>b</h4>',
    );
  });

  it('removes scripts, styles, event handlers and unknown tags', () => {
    const html =
      '<p onclick="x()" style="color:red">tekst</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="https://e.nl"></iframe><h1>kop</h1>';
    expect(sanitizeRichText(html)).toBe('<p>tekst</p>kop');
  });

  it('keeps http, https and mailto links with rel noopener and drops other schemes', () => {
    expect(sanitizeRichText('<a href="https://e.nl" target="_blank">x</a>')).toBe(
      '<a href="https://e.nl" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.nl">m</a>')).toBe(
      '<a href="mailto:a@b.nl" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain('evil');
  });

  it('turns b and i into strong and em', () => {
    expect(sanitizeRichText('<b>a</b><i>b</i>')).toBe('<strong>a</strong><em>b</em>');
  });
});
