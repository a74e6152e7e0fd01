import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { KeycloakBlockDto, KeycloakSessionDto } from '../../../api/admin';
import { Badge, Card, DataTable } from '../../../components';
import { clientNames, formatTimestamp, shortSessionId } from '../lib/userInfoFormat';
import styles from './IdentityProviderCard.module.css';
import { Facts } from './Facts';
import { ProviderState } from './ProviderState';
import { Timestamp } from './Timestamp';

const column = createColumnHelper<KeycloakSessionDto>();

/** Sessions sort on the raw millisecond values and show them in the chosen date format. */
function sessionColumns(iso: boolean) {
  return [
    column.accessor('id', {
      header: 'Session',
      cell: (c) => (
        <code className={styles.id} title={c.getValue()}>
          {shortSessionId(c.getValue())}
        </code>
      ),
    }),
    column.accessor('ipAddress', { header: 'IP address' }),
    column.accessor('start', { header: 'Started', cell: (c) => <span className={styles.time}>{formatTimestamp(c.getValue(), 'ms', iso)}</span> }),
    column.accessor('lastAccess', { header: 'Last access', cell: (c) => <span className={styles.time}>{formatTimestamp(c.getValue(), 'ms', iso)}</span> }),
    column.accessor((s) => clientNames(s.clients), { id: 'clients', header: 'Clients' }),
  ];
}

/** The identity provider's (Keycloak) view of the member: flags, created time and open sessions. */
export function IdentityProviderCard({ block, iso }: { block: KeycloakBlockDto; iso: boolean }) {
  const data = block.data;
  const columns = useMemo(() => sessionColumns(iso), [iso]);
  const name = [data?.firstName, data?.lastName].filter(Boolean).join(' ');
  return (
    <Card title="Identity Provider">
      <ProviderState provider="the identity provider" success={block.success} error={block.error} empty={!data} emptyText="No identity provider data available">
        {data && (
          <div className={styles.body}>
            <div className={styles.badges}>
              <Badge tone={data.enabled ? 'success' : 'danger'}>{data.enabled ? 'Enabled' : 'Disabled'}</Badge>
              <Badge tone={data.emailVerified ? 'success' : 'warning'}>{data.emailVerified ? 'Email verified' : 'Email not verified'}</Badge>
            </div>
            <Facts
              items={[
                { label: 'ID', value: data.id, code: true },
                { label: 'Username', value: data.username },
                { label: 'Email', value: data.email },
                { label: 'Name', value: name },
                { label: 'Created', value: <Timestamp value={data.createdTimestamp} unit="ms" iso={iso} /> },
              ]}
            />
            <div className={styles.sessions}>
              <h3 className={styles.subheading}>Sessions ({data.sessions.length})</h3>
              <DataTable
                caption="Identity provider sessions"
                columns={columns}
                data={data.sessions}
                getRowId={(s) => s.id}
                emptyMessage="No active sessions"
                initialSorting={[{ id: 'lastAccess', desc: true }]}
              />
            </div>
          </div>
        )}
      </ProviderState>
    </Card>
  );
}
