import type { ReactNode } from 'react';
import { type AccountResponseDto, useGetAccountQuery } from '../../api/account';
import { type UserResponseDto, useGetAuthStatusQuery } from '../../api/auth';
import { errorMessage } from '../../api/errors';
import { Badge, Card, EmptyState, ErrorState, Grid, LoadingState, PageHeader, Stack } from '../../components';
import styles from './AccountPage.module.css';

const TITLE_ID = 'account-title';
const NOT_PROVIDED = 'Not provided';

/** The opt-ins the onboarding collects, in the spec's order (part 1 §2.8). */
const ACCESS: { key: keyof Pick<AccountResponseDto, 'cloud_storage_opt_in' | 'email_opt_in' | 'resume_uploaded' | 'member_access_enabled'>; label: string }[] = [
  { key: 'cloud_storage_opt_in', label: 'Cloud Access' },
  { key: 'email_opt_in', label: 'Email Access' },
  { key: 'resume_uploaded', label: 'Resume Download' },
  { key: 'member_access_enabled', label: 'Membership Access' },
];

/** A date the way the member's browser writes it, or the fallback when there is none. */
function shownDate(value: string | null | undefined, fallback: string, withTime = false): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return fallback;
  return withTime ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}

/** Your Account (part 1 §2.8): what the identity provider and the onboarding know; read-only. */
export function AccountPage() {
  const { data, isLoading, isError, error, refetch } = useGetAuthStatusQuery();
  const user = data?.authenticated ? data.user : null;

  return (
    <section aria-labelledby={TITLE_ID} className={styles.page}>
      <PageHeader id={TITLE_ID} title="Your Account" subtitle="Your sign-in details and what your account can use." />
      {isLoading ? (
        <LoadingState label="Loading your account…" />
      ) : isError ? (
        <ErrorState title="Could not load your account" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !user ? (
        <EmptyState title="You are not signed in" message="Sign in again to see your account." />
      ) : (
        <AccountDetails user={user} />
      )}
    </section>
  );
}

function AccountDetails({ user }: { user: UserResponseDto }) {
  return (
    <Stack gap={5}>
      <div className={styles.banner} role="status">
        <span className={styles.bannerIcon} aria-hidden="true">
          ✓
        </span>
        <div>
          <p className={styles.bannerTitle}>Authenticated</p>
          <p className={styles.bannerText}>You are signed in through single sign-on as {user.username}.</p>
        </div>
      </div>

      <Grid minItemWidth="18rem" gap={5}>
        <Card title="Basic Information">
          <dl className={styles.list}>
            <Row label="Username" value={user.username} />
            <Row label="Email" value={user.email} />
            <Row label="First name" value={user.first_name} />
            <Row label="Last name" value={user.last_name} />
          </dl>
        </Card>
        <Card title="Account Details">
          <dl className={styles.list}>
            <Row label="Identity provider ID" value={user.keycloak_id} mono />
            <Row label="Account created" value={shownDate(user.created_at, 'Today')} />
            <Row label="Last login" value={shownDate(user.last_login, 'Current session', true)} />
          </dl>
        </Card>
      </Grid>

      <Card title="Access & Opt-ins">
        <AccessList />
      </Card>

      <p className={styles.note}>
        <span aria-hidden="true">ℹ️ </span>
        These details come from your identity provider. To change them, update your account there; this page is read-only.
      </p>
    </Stack>
  );
}

function AccessList() {
  const { data, isLoading, isError, error, refetch } = useGetAccountQuery();
  if (isLoading) return <LoadingState label="Loading access…" />;
  if (isError || !data) return <ErrorState title="Could not load your access" message={errorMessage(error)} onRetry={() => void refetch()} />;
  return (
    <ul className={styles.access}>
      {ACCESS.map(({ key, label }) => (
        <li key={key} className={styles.accessItem}>
          <span>{label}</span>
          <Badge tone={data[key] ? 'success' : 'neutral'}>{data[key] ? 'ON' : 'OFF'}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, mono = false }: { label: string; value: ReactNode; mono?: boolean }) {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={mono && !empty ? styles.mono : undefined}>{empty ? <span className={styles.muted}>{NOT_PROVIDED}</span> : value}</dd>
    </div>
  );
}
