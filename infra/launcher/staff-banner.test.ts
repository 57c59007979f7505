import { firstAdminHint } from './staff-banner';

describe('firstAdminHint', () => {
  it('When the staff table is empty, then the banner says how to create the first admin', () => {
    expect(firstAdminHint(0).join('\n')).toContain('npm run staff:add -- --email');
    expect(firstAdminHint(0).join('\n')).toContain('--role admin');
  });

  it('When an account exists, then the banner says nothing about it', () => {
    expect(firstAdminHint(1)).toEqual([]);
  });
});
