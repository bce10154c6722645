import { renderMarkdown } from './index';

describe('renderMarkdown', () => {
  it('renders headings, lists and emphasis', () => {
    const html = renderMarkdown('## Your palm\n\n- **Heart line**: long and clear\n- Life line');
    expect(html).toContain('<h2>Your palm</h2>');
    expect(html).toContain('<strong>Heart line</strong>');
    expect(html).toContain('<li>Life line</li>');
  });

  it('removes scripts, event handlers and javascript: links, and opens other sites in a new tab', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror="alert(2)">\n\nSee [a](javascript:alert(3)) and [b](https://example.com)');
    expect(html).not.toMatch(/script|onerror|javascript:/);
    expect(html).toContain('<img src="x">');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
