import { emailsApi } from './generated/emails.gen';

/** Application e-mails (part 3 §2.3): the form's defaults, send (through the outbox) and the connection test. */
export const emails = emailsApi.enhanceEndpoints({
  addTagTypes: ['Packets', 'Activity'],
  endpoints: {
    getEmailDefaults: { providesTags: [] },
    sendEmail: { invalidatesTags: ['Packets', 'Activity'] },
    testEmailConnection: { invalidatesTags: [] },
  },
});

export const { useGetEmailDefaultsQuery, useSendEmailMutation, useTestEmailConnectionMutation, useGetOAuth2MailConfigQuery, useTestOAuth2MailMutation } =
  emails;
export type { EmailDefaultsDto, SendEmailResultDto, OAuth2MailConfigDto, OAuth2TestResultDto, TestOAuth2Dto } from './generated/emails.gen';
