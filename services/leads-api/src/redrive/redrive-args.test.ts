import { parseRedriveArgs } from './redrive-args';

describe('leads:redrive arguments', () => {
  it('When leads are named, then their ids are re-driven', () => {
    expect(parseRedriveArgs(['--lead', '12', '--lead', '13'])).toEqual([12, 13]);
  });

  it('When --dead-letters is given alone, then every dead-lettered lead is re-driven', () => {
    expect(parseRedriveArgs(['--dead-letters'])).toBe('dead-letters');
  });

  it('When the arguments make no sense, then nothing is re-driven', () => {
    expect(parseRedriveArgs([])).toBeNull();
    expect(parseRedriveArgs(['--lead', 'x'])).toBeNull();
    expect(parseRedriveArgs(['--lead'])).toBeNull();
    expect(parseRedriveArgs(['--dead-letters', '--lead', '1'])).toBeNull();
  });
});
