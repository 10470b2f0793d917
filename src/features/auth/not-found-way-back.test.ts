import { describe, expect, it } from 'vitest';
import { notFoundWayBack } from './not-found-way-back';

describe('notFoundWayBack', () => {
  it('takes an admin to the dashboard', () => {
    expect(notFoundWayBack({ isAdmin: true })).toEqual({ href: '/admin', label: 'toDashboard' });
  });

  it('takes a signed-in user without admin rights to their account, never into the admin', () => {
    expect(notFoundWayBack({ isAdmin: false })).toEqual({ href: '/account', label: 'toAccount' });
  });

  it('takes anyone else (signed out, or the session unreadable) to sign-in', () => {
    expect(notFoundWayBack(null)).toEqual({ href: '/auth', label: 'toSignIn' });
  });

  it('names only labels the messages have', async () => {
    const he = (await import('../../../messages/he.json')).default;
    for (const viewer of [null, { isAdmin: false }, { isAdmin: true }]) {
      expect(he.backOffice.notFound).toHaveProperty(notFoundWayBack(viewer).label);
    }
  });
});
