/** @jest-environment jsdom */
import { sanitizeHtml } from './sanitizeHtml';

describe('the simple-HTML card (actCode 0010) is sanitized', () => {
  it('keeps simple formatting and plain links', () => {
    const html =
      '<p>안녕하세요 <strong>가족</strong> <a href="https://example.com/help">도움말</a></p><ul><li>하나</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts', () => {
    expect(sanitizeHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).not.toContain('script');
  });

  it('removes event handlers and javascript: URLs', () => {
    const cleaned = sanitizeHtml(
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)" onclick="alert(2)">x</a><p onmouseover="alert(3)">y</p>',
    );
    expect(cleaned).not.toMatch(/onerror|onclick|onmouseover|javascript:/i);
    expect(cleaned).toContain('<p>y</p>');
  });

  it('removes iframes, objects, embeds, forms and styles', () => {
    const cleaned = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="https://evil.example"><input name="pw"></form><style>body{display:none}</style><p style="position:fixed">z</p>',
    );
    expect(cleaned).not.toMatch(/iframe|object|embed|form|input|style/i);
    expect(cleaned).toContain('<p>z</p>');
  });
});
