import { describe, expect, it, vi } from 'vitest';
import { SESSION_URL, sessionIsGone } from './session-check';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('sessionIsGone', () => {
  it('is true only when the server says there is no session', async () => {
    const gone = answer(null);
    expect(await sessionIsGone(gone)).toBe(true);
    expect(gone).toHaveBeenCalledWith(
      SESSION_URL,
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );
    expect(await sessionIsGone(answer({ user: { id: 'u1' }, session: {} }))).toBe(false);
  });

  it('is false when it cannot tell: an error answer, no answer, not JSON', async () => {
    expect(await sessionIsGone(answer(null, 503))).toBe(false);
    expect(
      await sessionIsGone(
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    ).toBe(false);
    expect(await sessionIsGone(vi.fn(async () => new Response('<html>')))).toBe(false);
  });
});
