import { renderMarkdown } from './index';

function render(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderMarkdown(markdown);
  return container;
}

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists, links and tables', () => {
    const html = render('## Moon sign\n\nThe **Moon** is the *mind*.\n\n- one\n- two\n\n[Kundli](/kundli)\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html.querySelector('h2')?.textContent).toBe('Moon sign');
    expect(html.querySelector('strong')?.textContent).toBe('Moon');
    expect(html.querySelectorAll('li')).toHaveLength(2);
    expect(html.querySelector('a')?.getAttribute('href')).toBe('/kundli');
    expect(html.querySelector('a')?.hasAttribute('target')).toBe(false);
    expect(html.querySelector('table td')?.textContent).toBe('1');
  });

  it('keeps Devanagari, Tamil and Bengali text intact', () => {
    const html = render('## चंद्र राशि\n\nசந்திரன் மனதின் காரகன். চন্দ্র মনের কারক।');
    expect(html.querySelector('h2')?.textContent).toBe('चंद्र राशि');
    expect(html.textContent).toContain('சந்திரன் மனதின் காரகன்.');
    expect(html.textContent).toContain('চন্দ্র মনের কারক।');
  });

  it.each([
    ['a script tag', 'Hello <script>alert(1)</script> world'],
    ['an inline event handler', '<img src="x.png" onerror="alert(1)">'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a raw javascript: anchor', '<a href="javascript:alert(1)" onclick="alert(2)">x</a>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style tag and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>'],
    ['a data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ])('lets no executable HTML through: %s', (_name, markdown) => {
    const html = render(markdown);
    expect(html.querySelector('script, iframe, style, form, input, object, embed')).toBeNull();
    for (const element of Array.from(html.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.name).not.toBe('style');
        expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|data:text\/html)/);
      }
    }
  });

  it('opens links to other sites in a new tab without an opener', () => {
    const link = render('[Source](https://example.org/panchang)').querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
