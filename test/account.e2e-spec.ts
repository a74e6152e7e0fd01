import type { NestExpressApplication } from '@nestjs/platform-express';
import { createTestApp, resetDatabase } from './create-app';
import { errorBody } from './responses';
import { signIn } from './sign-in';

describe('the account (opt-ins, service flags, signature)', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
    await resetDatabase(app);
  });
  afterAll(() => app.close());

  it('starts a demo member with all four opt-ins on and no services linked', async () => {
    const member = await signIn(app, 'member');
    const res = await member.get('/api/account').expect(200);
    expect(res.body).toEqual({
      cloud_storage_opt_in: true,
      email_opt_in: true,
      resume_uploaded: true,
      member_access_enabled: true,
      signature: '',
      mailcow_enabled: false,
      nextcloud_enabled: false,
      pdf_page_size: null,
      pdf_page_size_label: 'A4 (8.27 × 11.69 in)',
      effective_pdf_page_size: 'A4',
      pdf_margin: null,
      effective_pdf_margin: 50,
      wip_email_proxy: true,
      default_wip_email_proxy: true,
    });
    await member.get('/api/account/status').expect(200, { mailcow_enabled: false, nextcloud_enabled: false });
  });

  it('sets one service flag at a time, through either spelling', async () => {
    const member = await signIn(app, 'member');
    await member.post('/api/account/enable').send({ mailcow: true }).expect(200, { mailcow_enabled: true, nextcloud_enabled: false });
    await member.post('/api/account/set').send({ nextcloud: true }).expect(200, { mailcow_enabled: true, nextcloud_enabled: true });
    await member.post('/api/account/set').send({ mailcow: false }).expect(200, { mailcow_enabled: false, nextcloud_enabled: true });
  });

  it.each([
    [{}, 'Send exactly one of mailcow or nextcloud, as true or false.'],
    [{ mailcow: true, nextcloud: true }, 'Send exactly one of mailcow or nextcloud, as true or false.'],
    [{ mailcow: 'yes' }, 'mailcow must be a boolean value'],
    [{ calendar: true }, 'property calendar should not exist'],
  ])('refuses the flag body %j, naming the problem', async (body, detail) => {
    const member = await signIn(app, 'member');
    const res = await member.post('/api/account/set').send(body).expect(400);
    expect(res.body).toEqual(errorBody(400, detail));
  });

  it('saves the signature and validates it', async () => {
    const member = await signIn(app, 'member');
    await member.put('/api/account/signature').send({ signature: '  Best regards,\nAlex  ' }).expect(200, { success: true });
    expect((await member.get('/api/account')).body.signature).toBe('Best regards,\nAlex');
    const tooLong = await member.put('/api/account/signature').send({ signature: 'x'.repeat(2001) }).expect(400);
    expect(tooLong.body.detail).toBe('signature must be shorter than or equal to 2000 characters');
    await member.put('/api/account/signature').send({}).expect(400);
  });

  it("keeps each member's account their own", async () => {
    const member = await signIn(app, 'member');
    await member.put('/api/account/signature').send({ signature: 'Alex' }).expect(200);
    const admin = await signIn(app, 'sysadmin');
    expect((await admin.get('/api/account')).body.signature).toBe('');
    expect((await member.get('/api/account')).body.signature).toBe('Alex');
  });
});
