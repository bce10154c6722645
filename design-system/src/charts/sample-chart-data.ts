import { formatPaise } from '@astrosetu/design-system/format';

export const revenueByDay = [
  { label: 'Mon', value: 1850000 },
  { label: 'Tue', value: 2240000 },
  { label: 'Wed', value: 1975000 },
  { label: 'Thu', value: 2810000 },
  { label: 'Fri', value: 3320000 },
  { label: 'Sat', value: 4105000 },
  { label: 'Sun', value: 3890000 },
];

export const consultationsByAstrologer = [
  { label: 'Raghav', value: 142 },
  { label: 'Meenakshi', value: 118 },
  { label: 'Anil', value: 87 },
  { label: 'Kavya', value: 64 },
  { label: 'Farhan', value: 51 },
];

export const rupees = (paise: number) => formatPaise(paise, { decimals: false });
