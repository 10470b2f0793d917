import { describe, expect, it } from 'vitest';
import { notFoundWayBack } from './not-found-way-back';

describe('notFoundWayBack', () => {
  it('takes a staff member (admin, editor, sales) to the dashboard', () => {
    expect(notFoundWayBack({ isStaff: true })).toEqual({ href: '/admin', label: 'toDashboard' });
  });

  it('takes a signed-in user without a back-office role to their account, never into the admin', () => {
    expect(notFoundWayBack({ isStaff: false })).toEqual({ href: '/account', label: 'toAccount' });
  });

  it('takes anyone else (signed out, or the session unreadable) to sign-in', () => {
    expect(notFoundWayBack(null)).toEqual({ href: '/auth', label: 'toSignIn' });
  });

  it('names only labels the messages have', async () => {
    const he = (await import('../../../messages/he.json')).default;
    for (const viewer of [null, { isStaff: false }, { isStaff: true }]) {
      expect(he.backOffice.notFound).toHaveProperty(notFoundWayBack(viewer).label);
    }
  });
});
