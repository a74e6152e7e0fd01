import type { NextcloudBlockDto, NextcloudUserDataDto } from '../../../api/admin';
import { Card } from '../../../components';
import { cloudQuotaPercent, cloudQuotaText, cloudQuotaValue, isProfileEnabled } from '../lib/userInfoFormat';
import styles from './CloudStorageCard.module.css';
import { type Fact, Facts } from './Facts';
import { OnOffBadge } from './OnOffBadge';
import { ProviderState } from './ProviderState';
import { QuotaBar } from './QuotaBar';
import { Timestamp } from './Timestamp';

/** The public-profile fields, each shown only when the cloud storage has a value for it. */
const PROFILE_FIELDS = [
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['website', 'Website'],
  ['organisation', 'Organisation'],
  ['role', 'Role'],
  ['headline', 'Headline'],
  ['biography', 'Biography'],
  ['pronouns', 'Pronouns'],
  ['twitter', 'Twitter'],
  ['fediverse', 'Fediverse'],
  ['language', 'Language'],
  ['locale', 'Locale'],
  ['notify_email', 'Notification email'],
] as const satisfies readonly (readonly [keyof NextcloudUserDataDto, string])[];

function profileFacts(data: NextcloudUserDataDto): Fact[] {
  const facts: Fact[] = PROFILE_FIELDS.filter(([key]) => {
    const value = data[key];
    return typeof value === 'string' && value.trim() !== '';
  }).map(([key, label]) => ({ label, value: data[key] as string }));
  if (data.profile_enabled !== null && data.profile_enabled !== undefined && data.profile_enabled !== '') {
    facts.push({ label: 'Public profile', value: <OnOffBadge on={isProfileEnabled(data.profile_enabled)} /> });
  }
  return facts;
}

/** The cloud storage's (Nextcloud) view of the member: quota, logins and profile details. */
export function CloudStorageCard({ block, iso }: { block: NextcloudBlockDto; iso: boolean }) {
  const data = block.data;
  const profile = data ? profileFacts(data) : [];
  return (
    <Card title="Cloud Storage">
      <ProviderState provider="the cloud storage" success={block.success} error={block.error} empty={!data} emptyText="No cloud storage data available">
        {data && (
          <div className={styles.body}>
            <QuotaBar label="Storage quota" value={cloudQuotaValue(data.quota) ?? 0} tone="info" text={cloudQuotaText(data.quota)} note={cloudQuotaPercent(data.quota)} />
            <Facts
              items={[
                { label: 'User ID', value: data.uid, code: true },
                { label: 'Display name', value: data.displayname },
                { label: 'Email', value: data.email },
                { label: 'First login', value: <Timestamp value={data.firstLoginTimestamp} unit="ms" iso={iso} /> },
                { label: 'Last login', value: <Timestamp value={data.lastLoginTimestamp} unit="ms" iso={iso} /> },
                { label: 'Backend', value: data.backend },
                { label: 'Storage location', value: data.storageLocation, code: true },
              ]}
            />
            {profile.length > 0 && (
              <div>
                <h3 className={styles.subheading}>Profile</h3>
                <Facts items={profile} />
              </div>
            )}
          </div>
        )}
      </ProviderState>
    </Card>
  );
}
