/** ₹ with Indian digit grouping and two decimals: 10000000 paise -> ₹1,00,000.00. */
export function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
