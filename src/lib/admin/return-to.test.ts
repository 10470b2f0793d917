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

  it('keeps the query string of every /admin path (issue 32), and nothing after #', () => {
    expect(safeReturnTo('/admin/inquiries?status=new&page=2')).toBe(
      '/admin/inquiries?status=new&page=2',
    );
    expect(safeReturnTo('/admin/products?tab=rentals')).toBe('/admin/products?tab=rentals');
    expect(safeReturnTo('/admin/audit?q=%D7%9E%D7%9B%D7%95%D7%A0%D7%94')).toBe(
      '/admin/audit?q=%D7%9E%D7%9B%D7%95%D7%A0%D7%94',
    );
    expect(safeReturnTo('/admin/blogs/0b6f7f2e-1c1a-4c7e-9d7c-2f3a4b5c6d7e/preview?lang=en')).toBe(
      '/admin/blogs/0b6f7f2e-1c1a-4c7e-9d7c-2f3a4b5c6d7e/preview?lang=en',
    );
    expect(safeReturnTo('/admin/seo#redirects')).toBe('/admin/seo');
    // A query string cannot smuggle another host in: it stays a query of /admin.
    expect(safeReturnTo('/admin?next=https://evil.example')).toBe(
      '/admin?next=https://evil.example',
    );
    // The URL parser drops tabs: "/<tab>/host" would read as "//host".
    expect(safeReturnTo('/\t/evil.example/admin')).toBeNull();
  });

  it('survives the round trip through the sign-in address', () => {
    const page = '/admin/inquiries?status=new&page=2';
    const returnTo = new URL(signInPath(page), 'http://x.invalid').searchParams.get('returnTo');
    expect(returnTo).toBe(page);
    expect(safeReturnTo(returnTo)).toBe(page);
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
