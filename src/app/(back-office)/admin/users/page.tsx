import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { UsersDashboard } from '@/features/team/components/users-dashboard';

export const generateMetadata = adminPageMetadata('users');

/**
 * /admin/users — admin only: the team's accounts (roles, two-factor, sign-ins, sessions,
 * deactivation) and invitations by e-mail.
 */
export default adminScreen('users', UsersDashboard);
