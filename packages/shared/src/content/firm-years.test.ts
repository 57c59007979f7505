import { yearsOfExperience } from './firm-years';

describe('yearsOfExperience', () => {
  it('When the firm was founded in 2010 and it is 2026, then the site claims more than 15 years', () => {
    expect(yearsOfExperience(2010, 2026)).toBe(15);
  });

  it('When a new year starts, then the claim grows by one without anyone editing a text', () => {
    expect(yearsOfExperience(2010, 2027)).toBe(16);
  });

  it('When the founding year is this year or last year, then the claim is zero, never negative', () => {
    expect(yearsOfExperience(2026, 2026)).toBe(0);
    expect(yearsOfExperience(2027, 2026)).toBe(0);
  });
});
