import { usersApi } from './generated/users.gen';

export const users = usersApi.enhanceEndpoints({
  addTagTypes: ['User'],
  endpoints: {
    listUsers: { providesTags: [{ type: 'User', id: 'LIST' }] },
    getCurrentUser: { providesTags: [{ type: 'User', id: 'ME' }] },
  },
});

export const { useListUsersQuery, useGetCurrentUserQuery } = users;
export type { ListUsersApiArg, UserListItemDto, UserPageDto } from './generated/users.gen';
