import type { UserInfoAccountDto } from '../../../api/admin';
import { Card } from '../../../components';
import styles from './AccountCard.module.css';
import { Facts } from './Facts';
import { OnOffBadge } from './OnOffBadge';
import { Timestamp } from './Timestamp';

/** The six account flags (spec part 3 §2.14), in the spec's order. */
const FLAGS = [
  { key: 'cloud_storage_opt_in', label: 'Cloud storage' },
  { key: 'email_opt_in', label: 'Email opt-in' },
  { key: 'resume_uploaded', label: 'Resume uploaded' },
  { key: 'member_access_enabled', label: 'Member access' },
  { key: 'nextcloud_enabled', label: 'Cloud storage enabled' },
  { key: 'mailcow_enabled', label: 'Mail enabled' },
] as const satisfies readonly { key: keyof UserInfoAccountDto; label: string }[];

/** Our own record of the member: ids, addresses, profile, dates, signature, flags and the raw JSON. */
export function AccountCard({ account, iso }: { account: UserInfoAccountDto; iso: boolean }) {
  const name = account.name || [account.first_name, account.last_name].filter(Boolean).join(' ');
  return (
    <Card title="Account">
      <div className={styles.body}>
        <Facts
          items={[
            { label: 'User ID', value: account.id, code: true },
            { label: 'Username', value: account.username },
            { label: 'Personal email', value: account.personal_email },
            { label: 'Keycloak ID', value: account.keycloak_id, code: true },
            { label: 'Cloud storage ID', value: account.nextcloud_uid, code: true },
            { label: 'Internal mailbox', value: account.email },
            { label: 'Name', value: name },
            { label: 'Title', value: account.title },
            { label: 'Location', value: account.location },
            { label: 'Created', value: <Timestamp value={account.created_at} unit="s" iso={iso} /> },
            { label: 'Last login', value: <Timestamp value={account.last_login} unit="s" iso={iso} /> },
          ]}
        />
        <div>
          <h3 className={styles.subheading}>Signature</h3>
          {account.signature ? <p className={styles.signature}>{account.signature}</p> : <p className={styles.muted}>No signature</p>}
        </div>
        <div>
          <h3 className={styles.subheading}>Flags</h3>
          <ul className={styles.flags}>
            {FLAGS.map(({ key, label }) => (
              <li key={key} className={styles.flag}>
                <span>{label}</span>
                <OnOffBadge on={account[key]} />
              </li>
            ))}
          </ul>
        </div>
        <details className={styles.raw}>
          <summary className={styles.summary}>Raw JSON</summary>
          <pre className={styles.json}>{JSON.stringify(account, null, 2)}</pre>
        </details>
      </div>
    </Card>
  );
}
