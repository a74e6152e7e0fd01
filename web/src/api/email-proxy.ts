import { mailcowApi } from './generated/mailcow.gen';

/**
 * Forwarding of the internal mailbox to the personal address. It changes the mail server only;
 * the stored preference is saved by PUT /api/account/preferences, so nothing cached goes stale.
 */
export const emailProxy = mailcowApi.enhanceEndpoints({
  endpoints: {
    configureEmailProxy: { invalidatesTags: [] },
  },
});

export const { useConfigureEmailProxyMutation } = emailProxy;
export type { ConfigureEmailProxyDto, EmailProxyResultDto } from './generated/mailcow.gen';
