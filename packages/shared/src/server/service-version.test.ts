import { execFileSync } from 'node:child_process';
import { serviceVersion } from './service-version';

describe('serviceVersion', () => {
  it('When run in a git checkout, then it is the package version with the checked-out commit', () => {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    expect(serviceVersion()).toBe(`0.0.0+${commit}`);
  });
});
