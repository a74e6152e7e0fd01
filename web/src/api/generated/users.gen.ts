import { baseApi as api } from "../base-api";
export const addTagTypes = ["users"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCurrentUser: build.query<
        GetCurrentUserApiResponse,
        GetCurrentUserApiArg
      >({
        query: () => ({ url: `/api/user` }),
        providesTags: ["users"],
      }),
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: () => ({ url: `/api/users` }),
        providesTags: ["users"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as usersApi };
export type GetCurrentUserApiResponse = /** status 200  */ UserResponseDto;
export type GetCurrentUserApiArg = void;
export type ListUsersApiResponse = /** status 200  */ UserListItemDto[];
export type ListUsersApiArg = void;
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
export type UserListItemDto = {
  created_at: string;
  email: string;
  id: string;
  last_login?: string | null;
  location?: string | null;
  name: string;
  title?: string | null;
  username: string;
};
export const { useGetCurrentUserQuery, useListUsersQuery } = injectedRtkApi;
