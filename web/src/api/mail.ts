import { mailApi } from './generated/mail.gen';

export const mail = mailApi;
export const { useGetUnseenMailMutation } = mail;
