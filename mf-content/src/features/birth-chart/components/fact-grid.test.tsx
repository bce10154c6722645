import { render, screen } from '@testing-library/react';
import { FactGrid } from './fact-grid';

// Issue 36: "செவ்வாய்க்கிழமை" broke in the middle of the word in the Tamil kundli (overflow-wrap: anywhere in two
// narrow columns). A value now wraps only between words; a fact too narrow for its longest word takes its own row.

describe('FactGrid', () => {
  it('when a value is a long Tamil word, then nothing lets the browser break inside it', () => {
    render(<FactGrid facts={[{ label: 'கிழமை', value: 'செவ்வாய்க்கிழமை' }, { label: 'திதி', value: 'வளர்பிறை சப்தமி' }]} />);
    const value = screen.getByText('செவ்வாய்க்கிழமை');
    const style = getComputedStyle(value);
    expect(style.overflowWrap).toBe('normal');
    expect(style.wordBreak).toBe('normal');
    // The fact is a flex item with no zero minimum width: it cannot shrink below its longest word.
    const fact = value.parentElement!;
    expect(getComputedStyle(fact.parentElement!).display).toBe('flex');
    expect(getComputedStyle(fact).minWidth).not.toBe('0');
    expect(getComputedStyle(fact).minWidth).not.toBe('0px');
  });
});
