import { baseApi as api } from "../base-api";
export const addTagTypes = ["auth"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAuthStatus: build.query<GetAuthStatusApiResponse, GetAuthStatusApiArg>(
        {
          query: () => ({ url: `/auth/status` }),
          providesTags: ["auth"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authApi };
export type GetAuthStatusApiResponse = /** status 200  */ AuthStatusDto;
export type GetAuthStatusApiArg = void;
export type UserResponseDto = {
  avatar?: string | null;
  created_at: string;
  email: string;
  experience?: number | null;
  first_name: string;
  id: string;
  /** Whether this user may switch into admin mode. */
  is_admin: boolean;
  keycloak_id: string;
  last_login?: string | null;
  last_name: string;
  location?: string | null;
  /** First and last name joined, else the username. */
  name: string;
  title?: string | null;
  username: string;
};
export type AuthStatusDto = {
  authenticated: boolean;
  user?: UserResponseDto | null;
};
export type ApiErrorDto = {
  /** A stable machine-readable code for domain errors. */
  code?: string;
  /** One human sentence describing the problem. */
  detail: string;
  error: string;
  message: string | string[];
  requestId: string;
  statusCode: number;
};
export const { useGetAuthStatusQuery } = injectedRtkApi;
