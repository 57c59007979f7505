import { samplesHint } from './samples-banner';

describe('samplesHint', () => {
  it('When sample content remains, then the banner counts it and points at the studio', () => {
    const lines = samplesHint(31, 'http://localhost:3000/staff/contenido');
    expect(lines[0]).toContain('31 sample items');
    expect(lines[1]).toContain('http://localhost:3000/staff/contenido');
  });

  it('When one sample remains, then the count is singular', () => {
    expect(samplesHint(1, 'x')[0]).toContain('1 sample item ');
  });

  it('When no sample remains (or the content service did not say), then the banner says nothing', () => {
    expect(samplesHint(0, 'x')).toEqual([]);
    expect(samplesHint(null, 'x')).toEqual([]);
  });
});
