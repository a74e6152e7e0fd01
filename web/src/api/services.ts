import { mailcowApi } from './generated/mailcow.gen';
import { nextcloudApi } from './generated/nextcloud.gen';

/** Mailbox verification and cloud storage state; both change the account's flags. */
export const mailcow = mailcowApi.enhanceEndpoints({
  addTagTypes: ['Account'],
  endpoints: { verifyMailbox: { invalidatesTags: ['Account'] } },
});
export const nextcloud = nextcloudApi.enhanceEndpoints({
  addTagTypes: ['Account'],
  endpoints: { initNextcloud: { invalidatesTags: ['Account'] }, migrateNextcloudTempUid: { invalidatesTags: ['Account'] } },
});

export const { useVerifyMailboxMutation, useVerifyMailboxOnlyMutation } = mailcow;
export const { useInitNextcloudMutation, useLazyGetNextcloudLastLoginQuery, useMigrateNextcloudTempUidMutation } = nextcloud;
