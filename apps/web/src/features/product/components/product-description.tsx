import { useCleanHtml } from '#src/lib/use-clean-html.ts';

/** The tags the back office's rich-text editor writes (the API cleans to the same list on save). */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote'];
const CLEAN_OPTIONS = { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'rel'], ALLOWED_URI_REGEXP: /^(https?:|mailto:)/i };
const looksLikeHtml = (text: string) => /<\/?(p|br|strong|em|u|s|h[2-4]|ul|ol|li|a|blockquote)\b[^>]*>/i.test(text);

/**
 * A product's long description: rich text from the back office, cleaned again before it is shown,
 * or plain text with its line breaks (products written before rich text).
 */
export function ProductDescription({ text }: { text: string }) {
  const rich = looksLikeHtml(text);
  const html = useCleanHtml(rich ? text : '', CLEAN_OPTIONS);
  if (!rich) return <div className="whitespace-pre-line text-muted">{text}</div>;
  return (
    <div
      className="text-muted [&_a]:text-link [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-fg [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-fg [&_h4]:mt-3 [&_h4]:font-semibold [&_h4]:text-fg [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with DOMPurify to the editor's tags above (useCleanHtml)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
