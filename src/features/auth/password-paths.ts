/** Where the password pages live (the e-mailed link leads to the reset page). */
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
export const RESET_PASSWORD_PATH = '/auth/reset-password';
export const ACCOUNT_PATH = '/account';
