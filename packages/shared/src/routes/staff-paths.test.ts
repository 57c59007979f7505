import { isStaffPath, safeReturnPath } from './staff-paths';

describe('safeReturnPath', () => {
  it.each([
    ['/staff', '/staff'],
    ['/staff/redes-sociales', '/staff/redes-sociales'],
    ['/en/staff/accounts?page=2', '/en/staff/accounts?page=2'],
    ['/staff/colas', '/staff/colas'],
  ])('When the return path is %s, then it is kept', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    ['https://evil.example/staff'],
    ['//evil.example/staff'],
    ['/\\evil.example/staff'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['staff'],
    ['/contacto'],
    ['/staffing'],
    ['/staff/../contacto'],
    ['/%2F/evil.example'],
    ['/staff\r\nSet-Cookie: a=b'],
    [''],
    [null],
    [`/staff/${'a'.repeat(600)}`],
  ])('When the return path is %s, then it is refused', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });
});

describe('isStaffPath', () => {
  it.each([
    ['/staff', true],
    ['/staff/cuentas', true],
    ['/en/staff', true],
    ['/en/staff/sign-in', true],
    ['/staffing', false],
    ['/en/staffing', false],
    ['/formulario/redes-sociales', false],
  ])('When the path is %s, then it is staff: %s', (path, expected) => {
    expect(isStaffPath(path)).toBe(expected);
  });
});
