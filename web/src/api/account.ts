import { accountApi } from './generated/account.gen';

export const account = accountApi.enhanceEndpoints({
  addTagTypes: ['Account'],
  endpoints: {
    getAccount: { providesTags: ['Account'] },
    getAccountStatus: { providesTags: ['Account'] },
    setAccountService: { invalidatesTags: ['Account'] },
    enableAccountService: { invalidatesTags: ['Account'] },
    updateSignature: { invalidatesTags: ['Account'] },
    updatePreferences: { invalidatesTags: ['Account'] },
    // The page sizes change only with a deploy.
    getPdfSizes: { providesTags: [], keepUnusedDataFor: 3600 },
  },
});

export const {
  useGetAccountQuery,
  useGetAccountStatusQuery,
  useLazyGetAccountStatusQuery,
  useSetAccountServiceMutation,
  useEnableAccountServiceMutation,
  useUpdateSignatureMutation,
  useUpdatePreferencesMutation,
  useGetPdfSizesQuery,
} = account;
export type { AccountResponseDto, AccountStatusDto, PdfSizeDto, UpdatePreferencesDto } from './generated/account.gen';
