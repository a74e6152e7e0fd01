/** Where sign-in and sign-out happen: full-page navigations to the server (spec part 1 §2.2). */
export const SIGN_IN_PATH = '/auth/keycloak';
export const SIGN_OUT_PATH = '/auth/logout-confirm';
/** The login screen: its own small page (web/login.html), outside the React app. */
export const LOGIN_PATH = '/login';
