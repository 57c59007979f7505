import { isStaffRole, roleAllows, STAFF_ROLES } from './staff-policy';

describe('roleAllows', () => {
  it('When an editor asks for lead work, then it is refused; content work and member pages are allowed', () => {
    expect(roleAllows('editor', 'intake')).toBe(false);
    expect(roleAllows('editor', 'admin')).toBe(false);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('editor', 'member')).toBe(true);
  });

  it('When an intake member asks for content work, then it is refused; lead work and member pages are allowed', () => {
    expect(roleAllows('intake', 'editor')).toBe(false);
    expect(roleAllows('intake', 'admin')).toBe(false);
    expect(roleAllows('intake', 'intake')).toBe(true);
    expect(roleAllows('intake', 'member')).toBe(true);
  });

  it('When an admin asks for anything, then it is allowed (admins are editors and intake too)', () => {
    for (const required of [...STAFF_ROLES, 'member'] as const) {
      expect(roleAllows('admin', required)).toBe(true);
    }
  });

  it('When a value is checked as a role, then only intake, editor and admin pass', () => {
    expect(STAFF_ROLES.filter(isStaffRole)).toEqual(['intake', 'editor', 'admin']);
    expect(['member', 'owner', '', null, 1].some(isStaffRole)).toBe(false);
  });
});
