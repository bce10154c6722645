import { render } from '@testing-library/react';
import { useDocumentMeta, type DocumentMeta } from './use-document-meta';

function Page(meta: DocumentMeta) {
  useDocumentMeta(meta);
  return null;
}

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe('useDocumentMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>AstroSetu · Talk to astrologers online</title><meta name="description" content="The site.">';
    window.history.replaceState(null, '', '/daily-horoscope?sign=leo&tab=love');
  });

  it('when a page is shown, then title, description, canonical, Open Graph and Twitter tags are the ones the prerender writes', () => {
    render(<Page title="Daily Horoscope" description="Today's predictions." />);
    expect(document.title).toBe('Daily Horoscope | AstroSetu');
    expect(head('meta[name="description"]', 'content')).toBe("Today's predictions.");
    // The sign chooses the content and stays; the tab does not.
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/daily-horoscope?sign=leo`);
    expect(head('meta[property="og:url"]', 'content')).toBe(`${window.location.origin}/daily-horoscope?sign=leo`);
    expect(head('meta[property="og:title"]', 'content')).toBe('Daily Horoscope | AstroSetu');
    expect(head('meta[property="og:description"]', 'content')).toBe("Today's predictions.");
    expect(head('meta[name="twitter:title"]', 'content')).toBe('Daily Horoscope | AstroSetu');
    expect(head('meta[name="twitter:description"]', 'content')).toBe("Today's predictions.");
  });

  it('when the prerendered head already has the tags, then they are updated in place, not duplicated', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://astrosetu.example/blog/x"><meta property="og:title" content="X | AstroSetu">');
    render(<Page title="X" description="About X." canonicalPath="/blog/x" />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/blog/x`);
  });

  it('when the page goes, then the head is what it was before', () => {
    const { unmount } = render(<Page title="Kundli" description="Your chart." />);
    unmount();
    expect(document.title).toBe('AstroSetu · Talk to astrologers online');
    expect(head('meta[name="description"]', 'content')).toBe('The site.');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});
