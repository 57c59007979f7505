import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+15550102030', "'+15550102030"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
  ])(
    'When a cell starts with a formula character (%j), then it is neutralised as %j',
    (input, output) => {
      expect(csvCell(input)).toBe(output);
    },
  );

  it('When a cell holds quotes, commas or line breaks, then it is quoted with quotes doubled', () => {
    expect(csvCell('Dijo "hola", y\nse fue')).toBe('"Dijo ""hola"", y\nse fue"');
  });

  it('When a value is null, accented or a number, then it is written plainly', () => {
    expect(csvLine([null, 'José Núñez', 42])).toBe(',José Núñez,42\r\n');
  });
});
