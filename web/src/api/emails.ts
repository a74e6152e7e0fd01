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

export const { useGetEmailDefaultsQuery, useSendEmailMutation, useTestEmailConnectionMutation } = emails;
export type { EmailDefaultsDto, SendEmailResultDto } from './generated/emails.gen';
