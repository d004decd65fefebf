import { YEAR_LIST_START } from '../config/constants';
import { yearList } from './years';

describe('yearList', () => {
  it('runs from the start year to the current year, newest first', () => {
    expect(yearList(2020, new Date('2024-05-01'))).toEqual([2024, 2023, 2022, 2021, 2020]);
  });

  it('starts at the configured start year by default', () => {
    const years = yearList(undefined, new Date('2024-05-01'));
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(YEAR_LIST_START);
    expect(years).toHaveLength(2024 - YEAR_LIST_START + 1);
  });

  it('has just this year when it is the start year, nothing when the start is later', () => {
    expect(yearList(2024, new Date('2024-05-01'))).toEqual([2024]);
    expect(yearList(2030, new Date('2024-05-01'))).toEqual([]);
  });
});
