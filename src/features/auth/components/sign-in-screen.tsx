import { AccessStatusMeta } from './access-status';
import { AuthCard } from './auth-card';
import { SignInRequired } from './sign-in-required';

/**
 * What a signed-out visitor gets on /admin/* and /account: HTTP 401 with the sign-in card (the
 * /auth page's), which then moves on to /auth?returnTo=<the page>.
 */
export function SignInScreen() {
  return (
    <AuthCard>
      <AccessStatusMeta status={401} />
      <SignInRequired />
    </AuthCard>
  );
}
