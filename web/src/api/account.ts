import { accountApi } from './generated/account.gen';

export const account = accountApi.enhanceEndpoints({
  addTagTypes: ['Account'],
  endpoints: {
    getAccount: { providesTags: ['Account'] },
    getAccountStatus: { providesTags: ['Account'] },
    setAccountService: { invalidatesTags: ['Account'] },
    enableAccountService: { invalidatesTags: ['Account'] },
    updateSignature: { invalidatesTags: ['Account'] },
  },
});

export const {
  useGetAccountQuery,
  useGetAccountStatusQuery,
  useLazyGetAccountStatusQuery,
  useSetAccountServiceMutation,
  useEnableAccountServiceMutation,
  useUpdateSignatureMutation,
} = account;
export type { AccountResponseDto, AccountStatusDto } from './generated/account.gen';
