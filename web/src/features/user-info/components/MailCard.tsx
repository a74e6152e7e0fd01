import type { MailcowBlockDto, MailcowMailboxDto } from '../../../api/admin';
import { Badge, Card } from '../../../components';
import { mailQuotaPercent, mailQuotaText, quotaTone } from '../lib/userInfoFormat';
import { Facts } from './Facts';
import styles from './MailCard.module.css';
import { ProviderState } from './ProviderState';
import { QuotaBar } from './QuotaBar';
import { Timestamp } from './Timestamp';

interface MapEntry {
  id: number;
  from: string;
  to: string;
  active: boolean;
  type?: string;
}

/** A BCC or recipient map: one "from → to" line per entry, or its empty text. */
function MapList({ title, entries, emptyText }: { title: string; entries: MapEntry[]; emptyText: string }) {
  return (
    <div>
      <h3 className={styles.subheading}>{title}</h3>
      {entries.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.maps} aria-label={title}>
          {entries.map((e) => (
            <li key={e.id} className={styles.map}>
              <span className={styles.route}>
                <span>{e.from}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> to </span>
                <span>{e.to}</span>
              </span>
              <span className={styles.mapBadges}>
                {e.type && <Badge tone="info">{e.type}</Badge>}
                <Badge tone={e.active ? 'success' : 'neutral'}>{e.active ? 'Active' : 'Inactive'}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Mailbox({ mailbox, iso }: { mailbox: MailcowMailboxDto; iso: boolean }) {
  return (
    <>
      <QuotaBar label="Mail quota" value={mailQuotaPercent(mailbox)} tone={quotaTone(mailbox.percentClass)} text={mailQuotaText(mailbox)} />
      <Facts
        items={[
          { label: 'Mailbox', value: mailbox.username },
          { label: 'Name', value: mailbox.name },
          { label: 'Status', value: <Badge tone={mailbox.active ? 'success' : 'danger'}>{mailbox.active ? 'Active' : 'Inactive'}</Badge> },
          { label: 'Messages', value: mailbox.messages.toLocaleString() },
          { label: 'Spam aliases', value: mailbox.spamAliases?.toLocaleString() },
          { label: 'Last IMAP login', value: <Timestamp value={mailbox.lastImapLogin} unit="s" iso={iso} /> },
          { label: 'Created', value: <Timestamp value={mailbox.created} unit="s" iso={iso} /> },
          { label: 'Modified', value: <Timestamp value={mailbox.modified} unit="s" iso={iso} /> },
          { label: 'Password changed', value: <Timestamp value={mailbox.passwdUpdate} unit="s" iso={iso} /> },
          {
            label: 'Tags',
            value: mailbox.tags.length ? (
              <span className={styles.tags}>
                {mailbox.tags.map((t) => (
                  <Badge key={t}>{t}</Badge>
                ))}
              </span>
            ) : null,
          },
        ]}
      />
    </>
  );
}

/** The mail server's (Mailcow) view of the member: mailbox, quota bar, BCC map and recipient map. */
export function MailCard({ block, iso }: { block: MailcowBlockDto; iso: boolean }) {
  const { mailbox, bccMap, recipientMap } = block;
  const empty = !mailbox && bccMap.length === 0 && recipientMap.length === 0;
  return (
    <Card title="Mail">
      <ProviderState provider="the mail server" success={block.success} error={block.error} empty={empty} emptyText="No mail data available">
        <div className={styles.body}>
          {mailbox ? <Mailbox mailbox={mailbox} iso={iso} /> : <p className={styles.muted}>No mailbox data available</p>}
          <MapList
            title="BCC map"
            emptyText="No BCC map configured"
            entries={bccMap.map((m) => ({ id: m.id, from: m.local_dest, to: m.bcc_dest, active: m.active, type: m.type }))}
          />
          <MapList
            title="Recipient map"
            emptyText="No Recipient map configured"
            entries={recipientMap.map((m) => ({ id: m.id, from: m.recipient_map_old, to: m.recipient_map_new, active: m.active }))}
          />
        </div>
      </ProviderState>
    </Card>
  );
}
