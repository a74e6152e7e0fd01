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
        query: (queryArg) => ({
          url: `/api/users`,
          params: {
            q: queryArg.q,
            sort: queryArg.sort,
            dir: queryArg.dir,
            limit: queryArg.limit,
            offset: queryArg.offset,
          },
        }),
        providesTags: ["users"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as usersApi };
export type GetCurrentUserApiResponse = /** status 200  */ UserResponseDto;
export type GetCurrentUserApiArg = void;
export type ListUsersApiResponse = /** status 200  */ UserPageDto;
export type ListUsersApiArg = {
  /** Case-insensitive text matched inside username, email, name, title or location; a UUID also finds the user with that id or identity-provider id. */
  q?: string;
  sort?:
    | "name"
    | "username"
    | "email"
    | "title"
    | "location"
    | "created_at"
    | "last_login";
  dir?: "asc" | "desc";
  /** Page size, 1-100 (the screen offers 10, 25, 50). */
  limit?: number;
  /** Rows to skip. */
  offset?: number;
};
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
  /** Where the avatar image is served, or null. */
  avatar?: string | null;
  created_at: string;
  email: string;
  first_name: string;
  id: string;
  last_login?: string | null;
  last_name: string;
  location?: string | null;
  /** First and last name joined, else the username. */
  name: string;
  title?: string | null;
  username: string;
};
export type UserPageDto = {
  items: UserListItemDto[];
  limit: number;
  offset: number;
  /** Users matching the search. */
  total: number;
};
export const { useGetCurrentUserQuery, useListUsersQuery } = injectedRtkApi;
