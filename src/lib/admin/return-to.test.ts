import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPath } from './return-to';

describe('safeReturnTo', () => {
  it('keeps back-office paths of this site', () => {
    expect(safeReturnTo('/admin')).toBe('/admin');
    expect(safeReturnTo('/account')).toBe('/account');
    expect(safeReturnTo('/accounts')).toBeNull();
    expect(safeReturnTo('/admin/machines')).toBe('/admin/machines');
    expect(safeReturnTo('/admin/blogs?lang=en')).toBe('/admin/blogs?lang=en');
  });

  it('drops other hosts, tricks and public pages', () => {
    for (const bad of [
      undefined,
      ['/admin'],
      '',
      'admin',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '/\\/evil.example',
      '/admin/../products',
      '/administrator',
      '/auth',
      '/',
      '/en/admin',
      'javascript:alert(1)',
      `/admin/${'x'.repeat(400)}`,
    ]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });

  it('builds the sign-in address with the path to return to', () => {
    expect(signInPath('/admin/seo')).toBe('/auth?returnTo=%2Fadmin%2Fseo');
    expect(signInPath('https://evil.example')).toBe('/auth');
  });
});
