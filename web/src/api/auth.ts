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

export { LOGIN_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from './paths';
