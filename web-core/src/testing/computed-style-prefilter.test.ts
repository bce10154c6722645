// jsdom 26 tried every rule of every style sheet against the element in each getComputedStyle() call, and MUI's
// TextareaAutosize and Testing Library's role queries call it constantly: a page styled by emotion holds thousands
// of rules, and the web projects' tests spent up to 40% of their time there. patches/jsdom+26.1.0.patch skips a
// rule before matching when every selector of it needs, in its rightmost compound, a class the element lacks.
// These tests pin what the patch reads from a selector (they fail if a reinstall or an upgrade loses it) and that
// computed styles are what the cascade gives, with it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jsdom's internal helper, not a public entry point
const { keyClassesOf } = require('jsdom/lib/jsdom/living/helpers/style-rules.js') as {
  keyClassesOf: (rule: { selectorText?: string }) => string[][] | null;
};

describe('the classes a rule needs in its key selector (patches/jsdom+26.1.0.patch)', () => {
  it.each([
    ['.css-1x2y3z', [['css-1x2y3z']]],
    ['.MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline', [['MuiOutlinedInput-notchedOutline']]],
    ['.a > .b.c, .d:hover, .e::before', [['b', 'c'], ['d'], ['e']]],
    ['div.card ~ span.badge', [['badge']]],
  ])('%s needs %j', (selectorText, expected) => {
    expect(keyClassesOf({ selectorText })).toEqual(expected);
  });

  it.each([
    ['div', 'a type selector'],
    ['.a, div', 'a list with one selector without a class'],
    ['.a .b *', 'a universal key'],
    ['.a:not(.b)', 'parentheses'],
    ['.a[data-state="open"]', 'brackets and quotes'],
    ['.sm\\:flex', 'an escape'],
    ['.विशेष', 'a class outside ASCII'],
  ])('%s is matched as before (%s)', (selectorText) => {
    expect(keyClassesOf({ selectorText })).toBeNull();
  });

  it('a rule without selectors (@font-face, @keyframes) is matched as before', () => {
    expect(keyClassesOf({})).toBeNull();
  });
});

describe('getComputedStyle with the key-class check', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function styled(css: string, html: string): void {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    document.body.innerHTML = html;
  }
  const displayOf = (id: string) => getComputedStyle(document.getElementById(id) as HTMLElement).display;

  it('applies the rules whose key classes the element has, and no others', () => {
    styled(
      `.hidden { display: none } .panel .title { display: inline } .list > .item.active { display: flex }
       .a, .b { display: grid } .hover:hover { display: none } span.tag { display: table }
       [data-open] .drawer { display: none } @media screen { .wide { display: inline-block } }`,
      `<p id="hidden" class="hidden"></p><p id="visible" class="shown"></p>
       <div class="panel"><h2 id="title" class="title"></h2></div><h2 id="loose-title" class="title"></h2>
       <ul class="list"><li id="active" class="item active"></li><li id="item" class="item"></li></ul>
       <p id="b" class="b"></p><p id="hover" class="hover"></p><span id="tag" class="tag"></span><p id="p-tag" class="tag"></p>
       <section data-open><p id="drawer" class="drawer"></p></section><p id="wide" class="wide"></p>`,
    );
    expect(displayOf('hidden')).toBe('none');
    expect(displayOf('visible')).toBe('block');
    expect(displayOf('title')).toBe('inline');
    expect(displayOf('loose-title')).toBe('block');
    expect(displayOf('active')).toBe('flex');
    expect(displayOf('item')).toBe('list-item');
    expect(displayOf('b')).toBe('grid');
    expect(displayOf('hover')).toBe('block');
    expect(displayOf('tag')).toBe('table');
    expect(displayOf('p-tag')).toBe('block');
    expect(displayOf('drawer')).toBe('none');
    expect(displayOf('wide')).toBe('inline-block');
  });

  it('follows a class added after the first reading', () => {
    styled('.collapsed { visibility: hidden }', '<p id="section">Details</p>');
    const section = document.getElementById('section') as HTMLElement;
    expect(getComputedStyle(section).visibility).toBe('visible');
    section.classList.add('collapsed');
    expect(getComputedStyle(section).visibility).toBe('hidden');
  });
});
