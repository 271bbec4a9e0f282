import sanitizeHtml from 'sanitize-html';

/**
 * The tags an article may use: headings, paragraphs, lists, emphasis, quotes and links. Nothing that runs, styles,
 * frames or submits: scripts and styles are dropped with their text, every other tag is unwrapped to its text.
 */
const articleTags = ['h2', 'h3', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a'];

/**
 * An article's HTML as the app may show it: only `articleTags`, no attribute but a link's https `href` (event
 * handlers, `style`, `javascript:` and `data:` addresses are removed), every link opening outside the app without
 * telling the other site where it came from.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: articleTags,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  });
}

/** The text a sanitized article shows, without its tags: an article whose text is empty is refused (M1233). */
export function visibleText(sanitizedHtml: string): string {
  return sanitizeHtml(sanitizedHtml, { allowedTags: [], allowedAttributes: {} }).trim();
}
