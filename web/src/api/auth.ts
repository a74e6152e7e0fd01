import { authApi } from './generated/auth.gen';

/** Sign-in state. Refetched on focus so a session ended elsewhere shows here. */
export const auth = authApi.enhanceEndpoints({
  addTagTypes: ['AuthStatus'],
  endpoints: {
    getAuthStatus: { providesTags: ['AuthStatus'] },
  },
});

export const { useGetAuthStatusQuery } = auth;
export type { AuthStatusDto, UserResponseDto } from './generated/auth.gen';

/** Where sign-in and sign-out happen: full-page navigations to the server (spec part 1 §2.2). */
export const SIGN_IN_PATH = '/auth/keycloak';
export const SIGN_OUT_PATH = '/auth/logout-confirm';
