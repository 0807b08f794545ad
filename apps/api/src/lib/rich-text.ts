import sanitizeHtml from 'sanitize-html';

// The owner's rich text (product descriptions, terms) is stored and shown as HTML, so it is
// cleaned to a small allow-list on save and again on render: no scripts, styles or event handlers.
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Bold and italic from pasted text arrive as b/i; keep their meaning.
    b: 'strong',
    i: 'em',
    a: (tagName, original) => {
      const href = original.href?.trim();
      const attribs: Record<string, string> = href && SAFE_LINK.test(href) ? { href, rel: 'noopener noreferrer' } : {};
      return { tagName, attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
