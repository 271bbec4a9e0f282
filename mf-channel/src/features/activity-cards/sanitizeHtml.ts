import DOMPurify from 'dompurify';

/**
 * Operator content (actCode 0010) as HTML that cannot run anything: DOMPurify drops scripts, event handlers
 * and `javascript:` URLs; embedded frames, objects, forms and styles are refused as well, since simple
 * content needs none of them and each could mimic or cover the app.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset'],
  });
}
