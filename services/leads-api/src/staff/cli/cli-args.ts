/** The staff CLI's command and options. */
export type TCliArgs = {
  command: string;
  email: string;
  role: string;
  name: string;
  passwordStdin: boolean;
};

/**
 * Reads `<command> --email … --role … [--name …] [--password-stdin]` (also `--email=…`).
 * @throws Error naming an unknown option or a missing value
 */
export function parseCliArgs(argv: string[]): TCliArgs {
  const args: TCliArgs = { command: '', email: '', role: '', name: '', passwordStdin: false };
  const valued = { '--email': 'email', '--role': 'role', '--name': 'name' } as const;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--password-stdin') {
      args.passwordStdin = true;
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (flag in valued) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      args[valued[flag as keyof typeof valued]] = value;
      continue;
    }
    if (arg.startsWith('-')) throw new Error(`unknown option ${arg}`);
    if (args.command) throw new Error(`unexpected argument ${arg}`);
    args.command = arg;
  }
  return args;
}
