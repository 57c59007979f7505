import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('When add is given its options in either form, then each is read', () => {
    expect(
      parseCliArgs([
        'add',
        '--email',
        'ana@firm.com',
        '--role=admin',
        '--name',
        'Ana Herrera',
        '--password-stdin',
      ]),
    ).toEqual({
      command: 'add',
      email: 'ana@firm.com',
      role: 'admin',
      name: 'Ana Herrera',
      passwordStdin: true,
    });
  });

  it('When an option has no value or is unknown, then the error names it', () => {
    expect(() => parseCliArgs(['add', '--email'])).toThrow('--email needs a value');
    expect(() => parseCliArgs(['add', '--mail', 'x'])).toThrow('unknown option --mail');
  });
});
