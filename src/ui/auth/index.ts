// What other parts of the UI use from the login.
export { accessToken } from './login-session';
export { requireLogin } from './require-login';
export { LoginLogoutButton } from './LoginLogoutButton';
export { LoginOrReloadButton } from './LoginOrReloadButton';
