import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render-with-theme';
import { Price } from './price';

describe('Price', () => {
  it('shows paise as rupees with Indian grouping', () => {
    renderWithTheme(<Price paise={10000000} />);
    expect(screen.getByText('₹1,00,000.00')).toBeInTheDocument();
  });

  it('can drop the decimals and add a unit', () => {
    const { container } = renderWithTheme(<Price paise={2500} decimals={false} suffix="/min" />);
    expect(container).toHaveTextContent('₹25/min');
  });

  it('crosses out a former price', () => {
    const { container } = renderWithTheme(<Price paise={30000} strikethrough />);
    expect(container.querySelector('del')).toHaveTextContent('₹300.00');
  });
});
