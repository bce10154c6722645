import { niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('covers the maximum with round steps', () => {
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(87)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1234567)).toEqual([0, 500000, 1000000, 1500000]);
  });
  it('gives an axis for empty or zero data', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
